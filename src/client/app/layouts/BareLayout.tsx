import type { ReactNode } from 'react';

/** No top bar and no footer: the search-results page stands on its own (docs/product-rules.md, Search). */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="min-h-screen bg-surface">
      {children}
    </main>
  );
}
