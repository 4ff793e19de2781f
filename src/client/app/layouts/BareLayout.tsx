import type { ReactNode } from 'react';

/** No top bar and no footer: the spec's search-results page stands on its own. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="min-h-screen bg-surface">
      {children}
    </main>
  );
}
