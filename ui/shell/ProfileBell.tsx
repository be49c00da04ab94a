import { useEffect } from 'react';
import { addTexts, constantStore, INITIAL_ONBOARDING_STATE } from '../../core';
import type { Alerts } from '../../core/alerts/alerts';
import { INITIAL_ALERT_NOTIFICATIONS_STATE } from '../../core/alerts/alert-notifications';
import { alertsMk } from '../../core/i18n/mk/alerts';
import { NotificationsPanel } from '../alerts/NotificationsPanel';
import { useObservableState } from '../hooks/useObservableState';
import { useServices } from '../services';
import { useText } from '../i18n';
import { NotificationBell } from './NotificationBell';
import { OnboardingPanel } from './OnboardingPanel';

// This module is a chunk of its own (HeaderControls loads it for a signed-in user): the notifications' texts come with it.
addTexts('mk', alertsMk);

const NO_ONBOARDING = constantStore(INITIAL_ONBOARDING_STATE);
const NO_ALERTS = constantStore<Alerts | null>(null);
const NO_NOTIFICATIONS = constantStore(INITIAL_ALERT_NOTIFICATIONS_STATE);

/**
 * The header bell of a logged-in user (docs/product/accounts.md, docs/product/browsing.md "Saved searches"): the
 * notifications of saved searches and saved listings (new matches, price drops), then the profile-completion
 * checklist. The badge counts the unread notifications, and the checklist's incomplete tasks until the bell is first
 * clicked; opening it marks the notifications read. Not shown when there is neither a notification nor a task left,
 * nor while the checklist loads. Without a checklist or notifications (the embed) it is a plain bell.
 */
export function ProfileBell() {
  const t = useText();
  const { onboarding, alerts: part } = useServices();
  const state = useObservableState(onboarding ?? NO_ONBOARDING);
  const alerts = useObservableState(part ?? NO_ALERTS);
  useEffect(() => void part?.load().catch(() => undefined), [part]);
  const notes = useObservableState(alerts?.notifications ?? NO_NOTIFICATIONS);
  // Still loading: showing a plain bell now and hiding it a moment later (nothing to do) would flicker.
  if (onboarding === null) return null;
  if (!onboarding && !part) return <NotificationBell />;
  const checklist = Boolean(onboarding && state.visible);
  const hasNotes = notes.items.length > 0;
  if (!checklist && !hasNotes) return null;
  const tasks = checklist ? state.badgeCount : 0;
  const badge = tasks + notes.unread;
  const badgeLabel = notes.unread === 0 ? undefined : tasks > 0 ? t('alerts.bell.labelWithTasks', { count: notes.unread, tasks }) : t('alerts.bell.label', { count: notes.unread });
  return (
    <NotificationBell
      badge={badge}
      badgeLabel={badgeLabel}
      onOpen={() => {
        onboarding?.clickBell();
        void alerts?.notifications.markAllRead();
      }}
      panel={(close) => (
        <>
          {hasNotes && <NotificationsPanel state={notes} onNavigate={close} />}
          {checklist && onboarding && (
            <OnboardingPanel
              state={state}
              onTask={(task) => {
                if (onboarding.openTask(task.id)) close();
              }}
            />
          )}
        </>
      )}
    />
  );
}
