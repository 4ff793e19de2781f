import { useId } from 'react';
import { Link } from 'wouter';
import type { FooterLink } from './footer.links';

/** One titled column of in-app links in the footer. */
export function FooterColumn({ title, links }: { title: string; links: readonly FooterLink[] }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wider text-white">
        {title}
      </h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <Link href={link.href} className="hover:text-white hover:underline underline-offset-2">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
