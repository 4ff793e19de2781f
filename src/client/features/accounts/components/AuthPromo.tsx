import { BrandLogo } from '../../../ui/BrandLogo';
import type { AuthPanel } from '../accounts.atoms';
import { AUTH_PROMO } from '../accounts.content';

/** The dialog's side panel on desktop: 'Welcome Back' beside login, 'Join' beside sign-up. */
export function AuthPromo({ panel }: { panel: AuthPanel }) {
  const promo = AUTH_PROMO[panel];
  return (
    <aside className="on-dark relative hidden w-2/5 shrink-0 flex-col overflow-hidden bg-[linear-gradient(160deg,rgb(var(--c-brand)),rgb(var(--c-night)))] p-8 text-white md:flex">
      <div aria-hidden="true" className="absolute -right-16 -top-16 h-48 w-48 rounded-full bg-accent/20" />
      <div aria-hidden="true" className="absolute -bottom-20 -left-10 h-56 w-56 rounded-full bg-white/5" />
      <div className="relative">
        <BrandLogo inverted />
      </div>
      <div className="relative mt-auto pt-10">
        <h3 className="text-4xl font-extrabold tracking-tight">{promo.title}</h3>
        <p className="mt-3 text-base leading-relaxed text-white/85">{promo.body}</p>
        <ul className="mt-6 space-y-2 text-sm">
          {promo.points.map((point) => (
            <li key={point} className="flex items-center gap-2">
              <span aria-hidden="true" className="grid h-5 w-5 place-items-center rounded-full bg-accent text-night">
                ✓
              </span>
              {point}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
