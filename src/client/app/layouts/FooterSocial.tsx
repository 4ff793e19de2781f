import { SITE } from '../../../shared/site';

// Text glyphs instead of brand logos: no icon payload, and they read well at this size.
const GLYPHS: Record<(typeof SITE.social)[number]['name'], string> = {
  Facebook: 'f',
  X: 'X',
  Instagram: 'IG',
  LinkedIn: 'in',
};

/** The four social network links of the footer's About column. */
export function FooterSocial() {
  return (
    <ul className="mt-5 flex gap-3">
      {SITE.social.map((network) => (
        <li key={network.name}>
          <a
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            className="grid h-9 w-9 place-items-center rounded-full bg-white/10 text-sm font-bold text-white transition-colors hover:bg-accent hover:text-night"
          >
            <span className="sr-only">{network.name} (opens in a new tab)</span>
            <span aria-hidden="true">{GLYPHS[network.name]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
