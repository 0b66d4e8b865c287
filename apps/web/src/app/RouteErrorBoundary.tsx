import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorPage } from './RouteErrorPage';

interface BoundaryState {
  /** What the screen threw (anything may be thrown, `undefined` too), while it is shown. */
  failed?: { error: unknown } | undefined;
  /** The path the screen failed at: a navigation elsewhere draws the screens again. */
  failedAt?: string | undefined;
}

class Boundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = {};

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): BoundaryState | null {
    if (state.failed === undefined) return null;
    if (state.failedAt === undefined) return { failedAt: props.pathname };
    return state.failedAt === props.pathname ? null : { failed: undefined, failedAt: undefined };
  }

  override render() {
    return this.state.failed === undefined ? (
      this.props.children
    ) : (
      <RouteErrorPage error={this.state.failed.error} />
    );
  }
}

/**
 * Around the screens, inside the layout (the header stays): a screen that throws while rendering, or
 * whose code fails to load, is replaced by `RouteErrorPage` until the person goes to another path.
 * A move within the same screen's path (its tabs, its fragment) keeps the error page.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
