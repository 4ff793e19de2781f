import { Component, type ReactNode, Suspense } from 'react';

interface Props {
  children: ReactNode;
  /** Shown while the part's code downloads, and instead of it if the download fails. */
  fallback?: ReactNode;
}

/**
 * A lazily loaded part of the layout (desktop menus, account menu, footer) that the page can live
 * without: if its code cannot be downloaded (offline, or a deploy removed the old chunk) the layout
 * simply goes without it, instead of the route's error boundary replacing the whole page.
 */
export class OptionalPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    const { children, fallback = null } = this.props;
    if (this.state.failed) return fallback;
    return <Suspense fallback={fallback}>{children}</Suspense>;
  }
}
