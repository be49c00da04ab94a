import { useObservableState, shallowEqual } from '../hooks/useObservableState';
import type { SessionState, SessionUser } from '../../core';
import { useServices } from '../services';

export interface SessionView {
  user: SessionUser | null;
  loggedIn: boolean;
  /** docs/product/accounts.md Header: the controls appear once the session has loaded. */
  loaded: boolean;
  loggingOut: boolean;
  hasToken: boolean;
}

// Module-level selector (docs/architecture.md#the-ui-layer) so snapshots keep identity between unrelated changes.
const selectView = (state: SessionState): SessionView => ({
  user: state.user,
  loggedIn: state.user !== null,
  loaded: state.sessionLoaded,
  loggingOut: state.loggingOut,
  hasToken: Boolean(state.token),
});

export function useSessionView(): SessionView {
  const { session } = useServices();
  return useObservableState(session, selectView, shallowEqual);
}
