import { CONFIRMATION_TEXT, type OwnerCommand } from '../../core';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { useText } from '../i18n';
import styles from './ListingActionConfirm.module.css';

export interface ListingActionConfirmProps {
  /** The action waiting for the owner's word, with its listing's title; null when nothing waits. */
  pending: { action: OwnerCommand; title: string; label: string } | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The question an owner action asks first (docs/product/selling.md: archive, renew, marking sold and deleting a draft), with the
 * listing's title — one dialog for my listings and the listing page's owner bar. Needs the selling texts.
 */
export function ListingActionConfirm({ pending, onConfirm, onCancel }: ListingActionConfirmProps) {
  const t = useText();
  return (
    <Modal open={pending !== null} onClose={onCancel} title={pending?.label ?? ''} maxWidth={460}>
      {pending && (
        <div className={styles.confirm}>
          <p>{t(CONFIRMATION_TEXT[pending.action] ?? 'myListings.confirm', { title: pending.title })}</p>
          <div className={styles.buttons}>
            <Button size="small" onClick={onConfirm}>
              {t('myListings.confirm')}
            </Button>
            <Button theme="outline" size="small" onClick={onCancel}>
              {t('myListings.cancel')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
