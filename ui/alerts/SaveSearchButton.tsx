import { Bell } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { addTexts, constantStore, loginPathFor } from '../../core';
import { alertsMk } from '../../core/i18n/mk/alerts';
import { INITIAL_SAVE_SEARCH_STATE, type SaveSearch } from '../../core/alerts/save-search';
import { isSavableQuery } from '../../core/alerts/saved-search';
import type { ListingQuery } from '../../core/listings/listing-query';
import { Button } from '../components/Button';
import { useAlertsUseCase } from '../hooks/useFeatureUseCase';
import { useObservableState } from '../hooks/useObservableState';
import { useText } from '../i18n';
import { useSessionView } from '../session/useSessionView';
import styles from './SaveSearch.module.css';

// The lists that offer the button are chunks of their own (category, place and search pages): its texts come with it.
addTexts('mk', alertsMk);

/**
 * "Зачувај пребарување" on a category, place or search page (docs/product/browsing.md "Saved searches"): a visitor
 * goes to login and comes back here; a signed-in user opens a small form — e-mail alerts or not — and saves the
 * page's filters. Not shown on a list that names nothing.
 */
export function SaveSearchButton({ query }: { query: ListingQuery }) {
  const t = useText();
  const { loaded, loggedIn } = useSessionView();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!isSavableQuery(query) || !loaded) return null;
  return (
    <div className={styles.root}>
      <Button
        theme="outline"
        size="small"
        aria-expanded={loggedIn ? open : undefined}
        aria-controls={loggedIn && open ? panelId : undefined}
        onClick={() => (loggedIn ? setOpen(!open) : navigate(loginPathFor(`${pathname}${search}`)))}
      >
        <Bell size={16} aria-hidden="true" focusable="false" />
        {t('alerts.save')}
      </Button>
      {loggedIn && open && <SavePanel id={panelId} query={query} onDone={() => setOpen(false)} />}
    </div>
  );
}

function SavePanel({ id, query, onDone }: { id: string; query: ListingQuery; onDone: () => void }) {
  const t = useText();
  const [email, setEmail] = useState(true);
  const handle = useAlertsUseCase((alerts) => alerts.saveSearch());
  const headingId = `${id}-heading`;
  return (
    <form
      id={id}
      className={styles.panel}
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void handle.form?.save(query, email).then((saved) => saved && onDone());
      }}
    >
      <h2 id={headingId} className={styles.heading}>
        {t('alerts.saveHeading')}
      </h2>
      <label className={styles.check}>
        <input type="checkbox" checked={email} onChange={(event) => setEmail(event.target.checked)} />
        {t('alerts.emailOption')}
      </label>
      <div className={styles.buttons}>
        <SaveButton saving={handle.form} />
        <Button theme="outline" size="small" onClick={onDone}>
          {t('alerts.cancel')}
        </Button>
      </div>
    </form>
  );
}

function SaveButton({ saving }: { saving: SaveSearch | null }) {
  const t = useText();
  const state = useObservableState(saving ?? NOT_READY);
  return (
    <Button type="submit" size="small" loading={!saving || state.status === 'saving'}>
      {t('alerts.confirm')}
    </Button>
  );
}

const NOT_READY = constantStore(INITIAL_SAVE_SEARCH_STATE);
