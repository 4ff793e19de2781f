import type { ReactNode } from 'react';
import { ROUTES, type RouteKey } from '../../shared/routes';
import { useDocumentTitle } from '../lib/use-document-title';

interface PagePlaceholderProps {
  routeKey: RouteKey;
  /** One sentence saying what the finished page will do. */
  children: ReactNode;
}

/**
 * The honest first version of a page: its heading (the route table's title, which end-to-end tests
 * compare with) and what it will offer. Later issues replace each placeholder with the real page.
 */
export function PagePlaceholder({ routeKey, children }: PagePlaceholderProps) {
  const { title } = ROUTES[routeKey];
  useDocumentTitle(title);
  return (
    <section className="container-page py-10 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-base leading-relaxed text-muted sm:text-lg">{children}</p>
    </section>
  );
}
