import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ROUTES } from '../../../shared/route-titles';
import { PATHS, type RouteKey } from '../../../shared/routes';
import { BrandLogo } from '../../ui/BrandLogo';
import { SkipLink } from '../../ui/SkipLink';
import { useRouteKey } from '../route-match';
import { DRAWER_LABELS } from './layout.content';
import { useTabStrip } from './use-tab-strip';

interface AreaShellProps {
  /** Name of the area beside the logo, e.g. 'Admin'. */
  label: string;
  /** The area's pages, in menu order. */
  navKeys: readonly RouteKey[];
  /** Pages shown without the menu (the area's login and sign-up). */
  bareKeys: readonly RouteKey[];
  /** At the right end of the top bar (the seller's Logout). */
  barEnd?: ReactNode;
  /**
   * Below the desktop breakpoint, fold the menu behind a 'Menu' button instead of one scrolling row: for
   * an area with more entries than a phone row can hint at (the admin area has ten).
   */
  foldOnPhone?: boolean;
  children: ReactNode;
}

/**
 * The admin and seller work areas: a top bar, the area's menu (a scrolling top row or a folded 'Menu' on
 * phones, a side column on desktop) and the page.
 */
export function AreaShell({ label, navKeys, bareKeys, barEnd, foldOnPhone = false, children }: AreaShellProps) {
  const current = useRouteKey();
  const showNav = !current || !bareKeys.includes(current);
  const [open, setOpen] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const edges = useTabStrip(listRef, foldOnPhone ? null : (current ?? null));
  // A chosen page closes the folded menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes.
  useEffect(() => setOpen(false), [current]);
  const listClass = foldOnPhone
    ? `${open ? 'flex' : 'hidden'} flex-col gap-1 p-2 lg:flex lg:p-3`
    : 'flex gap-1 overflow-x-auto p-2 lg:flex-col lg:overflow-visible lg:p-3';
  return (
    <div className="min-h-screen bg-surface">
      <SkipLink />
      <header className="on-dark bg-night text-white">
        <div className="flex h-14 items-center gap-3 px-4 sm:px-6">
          <Link
            href={PATHS.home}
            className="flex items-center rounded-md"
            aria-label="Back to the Property Creator website"
          >
            <BrandLogo compact inverted />
          </Link>
          <span className="rounded-md bg-white/15 px-2 py-0.5 text-xs font-semibold uppercase tracking-wider">
            {label}
          </span>
          {barEnd ? <div className="ml-auto">{barEnd}</div> : null}
        </div>
      </header>
      <div className="lg:flex">
        {showNav ? (
          <nav
            aria-label={`${label} menu`}
            className="border-b border-line bg-white lg:min-h-[calc(100vh-3.5rem)] lg:w-64 lg:shrink-0 lg:border-b-0 lg:border-r"
          >
            {foldOnPhone ? (
              <button
                type="button"
                className="flex w-full items-center justify-between px-4 py-3 text-sm font-semibold text-ink lg:hidden"
                aria-expanded={open}
                aria-controls="area-menu-list"
                onClick={() => setOpen((now) => !now)}
              >
                <span>
                  {DRAWER_LABELS.menu}
                  {current && navKeys.includes(current) ? `: ${ROUTES[current].title}` : ''}
                </span>
                <span aria-hidden="true">{open ? '▲' : '▼'}</span>
              </button>
            ) : null}
            <div className="relative">
              <ul id="area-menu-list" ref={listRef} className={listClass}>
                {navKeys.map((key) => (
                  <li key={key} className="shrink-0">
                    <Link
                      href={PATHS[key]}
                      aria-current={key === current ? 'page' : undefined}
                      className={`nav-link whitespace-nowrap ${key === current ? 'nav-link-active' : ''}`}
                    >
                      {ROUTES[key].title}
                    </Link>
                  </li>
                ))}
              </ul>
              {foldOnPhone ? null : <StripFades before={edges.before} after={edges.after} />}
            </div>
          </nav>
        ) : null}
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}

/** The scrolling row's fades: an edge with more tabs beyond it fades out, hinting that the row scrolls. */
function StripFades({ before, after }: { before: boolean; after: boolean }) {
  const fade = 'pointer-events-none absolute inset-y-0 w-8 from-white to-transparent lg:hidden';
  return (
    <>
      {before ? <span aria-hidden="true" data-fade="before" className={`${fade} left-0 bg-gradient-to-r`} /> : null}
      {after ? <span aria-hidden="true" data-fade="after" className={`${fade} right-0 bg-gradient-to-l`} /> : null}
    </>
  );
}
