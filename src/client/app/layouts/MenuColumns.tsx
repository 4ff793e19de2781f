import { useId } from 'react';
import { Link } from 'wouter';
import { mailtoHref, telHref } from '../../../shared/site';
import { siteConfig } from '../../lib/site-config';
import { MailIcon, PhoneIcon } from '../../ui/icons';
import { HEADER_LABELS } from './layout.content';
import type { MenuColumn } from './menu.links';

/** A long list (POPULAR AREAS) runs in two columns where there is room. */
const isLong = (column: MenuColumn) => column.links.length > 5;

function Column({ column }: { column: MenuColumn }) {
  const headingId = useId();
  const long = isLong(column);
  return (
    <section aria-labelledby={headingId} className={`min-w-0 ${long ? 'lg:col-span-2' : ''}`}>
      <h2 id={headingId} className="mb-2 px-2 text-xs font-bold tracking-wider text-muted">
        {column.heading}
      </h2>
      <ul className={long ? 'lg:columns-2 lg:gap-x-4' : ''}>
        {column.links.map((link) => (
          <li key={link.label} className="break-inside-avoid pb-0.5">
            <Link
              href={link.href}
              className="block rounded-md px-2 py-1.5 text-sm text-ink hover:bg-brand-soft hover:text-brand"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

// Grid tracks by how many a panel needs from 1024 px (a long list takes two; below, one each).
// Whole class names, so UnoCSS finds them.
const GRID_COLUMNS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-3 lg:grid-cols-4',
};

/** A dropdown's titled columns of links, side by side. */
export function MenuColumns({ columns }: { columns: readonly MenuColumn[] }) {
  return (
    <div
      className={`grid gap-4 lg:gap-6 ${GRID_COLUMNS[columns.length + columns.filter(isLong).length] ?? 'grid-cols-3'}`}
    >
      {columns.map((column) => (
        <Column key={column.heading} column={column} />
      ))}
    </div>
  );
}

/** The configured support phone and e-mail: a line at the foot of a dropdown, or a column of its own. */
export function SupportContact({ stacked = false }: { stacked?: boolean }) {
  if (stacked)
    return (
      <div className="min-w-0">
        <p className="mb-2 px-2 text-xs font-bold tracking-wider text-muted">{HEADER_LABELS.needHelp}</p>
        <ul className="flex flex-col gap-0.5 text-sm">
          <li>
            <a
              href={telHref(siteConfig.phone)}
              className="flex items-center gap-2 whitespace-nowrap rounded-md px-2 py-1.5 font-semibold text-brand hover:bg-brand-soft"
            >
              <PhoneIcon className="h-4 w-4 shrink-0" />
              {siteConfig.phone}
            </a>
          </li>
          <li>
            <a
              href={mailtoHref(siteConfig.email)}
              className="flex items-center gap-2 break-words rounded-md px-2 py-1.5 text-brand hover:bg-brand-soft"
            >
              <MailIcon className="h-4 w-4 shrink-0" />
              {siteConfig.email}
            </a>
          </li>
        </ul>
      </div>
    );
  return (
    <p className="mt-auto flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-line pt-4 text-sm text-muted">
      <span className="font-medium text-ink">{HEADER_LABELS.needHelp}</span>
      <a
        href={telHref(siteConfig.phone)}
        className="inline-flex items-center gap-2 font-semibold text-brand hover:underline"
      >
        <PhoneIcon className="h-4 w-4" />
        {siteConfig.phone}
      </a>
      <a href={mailtoHref(siteConfig.email)} className="inline-flex items-center gap-2 text-brand hover:underline">
        <MailIcon className="h-4 w-4" />
        {siteConfig.email}
      </a>
    </p>
  );
}
