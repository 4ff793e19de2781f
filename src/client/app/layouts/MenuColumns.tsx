import { useId } from 'react';
import { Link } from 'wouter';
import { HEADER_LABELS } from '../../../shared/navigation';
import { mailtoHref, telHref } from '../../../shared/site';
import { siteConfig } from '../../lib/site-config';
import { MailIcon, PhoneIcon } from '../../ui/icons';
import type { MenuColumn } from './menu.links';

function Column({ column }: { column: MenuColumn }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h2 id={headingId} className="mb-2 px-2 text-xs font-bold tracking-wider text-muted">
        {column.heading}
      </h2>
      <ul className="flex flex-col gap-0.5">
        {column.links.map((link) => (
          <li key={link.label}>
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

/** A dropdown's titled columns of links, side by side. */
export function MenuColumns({ columns }: { columns: readonly MenuColumn[] }) {
  return (
    <div className="grid grid-cols-3 gap-4 lg:gap-6">
      {columns.map((column) => (
        <Column key={column.heading} column={column} />
      ))}
    </div>
  );
}

/** The configured support phone and e-mail, at the foot of a dropdown. */
export function SupportContact() {
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
