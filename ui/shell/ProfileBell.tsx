import { constantStore, INITIAL_ONBOARDING_STATE } from '../../core';
import { useObservableState } from '../hooks/useObservableState';
import { useServices } from '../services';
import { NotificationBell } from './NotificationBell';
import { OnboardingPanel } from './OnboardingPanel';

const NO_ONBOARDING = constantStore(INITIAL_ONBOARDING_STATE);

/**
 * The header bell of a logged-in user (docs/product/accounts.md): the profile-completion checklist with the count of incomplete
 * tasks on the badge until the bell is first clicked; not shown at all when nothing is left to do, nor while
 * the checklist loads. Without a checklist (the embed) it is a plain bell.
 */
export function ProfileBell() {
  const { onboarding } = useServices();
  const state = useObservableState(onboarding ?? NO_ONBOARDING);
  // Still loading: showing a plain bell now and hiding it a moment later (nothing to do) would flicker.
  if (onboarding === null) return null;
  if (!onboarding) return <NotificationBell />;
  if (!state.visible) return null;
  return (
    <NotificationBell
      badge={state.badgeCount}
      onOpen={() => onboarding.clickBell()}
      panel={(close) => (
        <OnboardingPanel
          state={state}
          onTask={(task) => {
            if (onboarding.openTask(task.id)) close();
          }}
        />
      )}
    />
  );
}
