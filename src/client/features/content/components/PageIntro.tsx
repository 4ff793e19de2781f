import type { ReactNode } from 'react';
import { ROUTES } from '../../../../shared/route-titles';
import type { RouteKey } from '../../../../shared/routes';
import { usePageHead } from '../../../lib/use-document-title';

interface PageIntroProps {
  /** The page's route: its title is the h1 and the tab title. */
  routeKey: RouteKey;
  /** A short line above the heading (the section of the site). */
  eyebrow?: string;
  /** The lead paragraph: in words, it is also what search engines and link previews say of the page. */
  lead?: ReactNode;
  /** Below the lead: buttons, a date, badges. */
  children?: ReactNode;
}

/**
 * The band at the top of a content page: its one h1 (the route table's title), a lead and actions. It
 * gives the page its head: the title, the lead as its description, its own address as canonical.
 */
export function PageIntro({ routeKey, eyebrow, lead, children }: PageIntroProps) {
  const { title, path } = ROUTES[routeKey];
  usePageHead({ title, description: typeof lead === 'string' ? lead : undefined, canonical: path });
  return (
    <div className="border-b border-line bg-[linear-gradient(180deg,rgb(var(--c-brand-soft)),#fff)]">
      <div className="container-page py-8 sm:py-12">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-brand">{eyebrow}</p> : null}
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {lead ? (
          <p className="mt-4 max-w-[65ch] text-base leading-7 text-muted sm:text-lg sm:leading-8">{lead}</p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
