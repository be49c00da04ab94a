import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from '../pages/NotFoundPage';

interface BoundaryProps {
  /** The page's path: a navigation elsewhere clears the error. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
}

/** React catches render errors only in a class component. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps, previousState: BoundaryState): void {
    // Only an error that was already on screen is cleared by a navigation: an error thrown while rendering the
    // new page itself arrives with the new path already set, and must stay.
    if (this.state.failed && previousState.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/**
 * The page-load error in place of a page that failed: a page chunk that did not arrive (offline, or a deploy
 * replaced it), or a render error. The shell around it stays usable, and moving to another page clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
