import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { MenuLink } from './menu.links';

/** One collapsible section of the phone drawer: a button with aria-expanded and its list of links. */
export function DrawerSection({ title, links }: { title: string; links: readonly MenuLink[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section aria-label={title} className="border-b border-line">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between px-1 py-4 text-left text-base font-semibold text-ink"
        >
          {title}
          <svg
            viewBox="0 0 20 20"
            className={`h-5 w-5 shrink-0 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          >
            <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </h2>
      <ul id={listId} hidden={!open} className="pb-3">
        {links.map((link) => (
          <li key={link.label}>
            <Link href={link.href} className="nav-link py-2.5 text-base">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
