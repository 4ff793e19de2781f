import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { BUY_MENU, isMenuCity, yourCityLabel } from '../../../shared/navigation';
import { searchResultsHref } from '../../../shared/routes';
import { detectedCityAtom, detectedStateAtom } from '../../features/location/location.atoms';

/** Menu searches use the visitor's city when it is known, and all of India otherwise. */
export function useBuyMenuLinks() {
  const city = useAtomValue(detectedCityAtom);
  const state = useAtomValue(detectedStateAtom);
  const here = { city: city ?? '', state: state ?? '' };
  const byType = (propertyType: string) => ({
    label: propertyType,
    href: searchResultsHref({ propertyType, ...here }),
  });
  const areas: { label: string; href: string }[] = BUY_MENU.popularAreas.cities.map((area) => ({
    label: area.city,
    href: searchResultsHref({ propertyType: 'Flat/Apartment', ...area }),
  }));
  if (city && !isMenuCity(city)) {
    areas.push({ label: yourCityLabel(city), href: searchResultsHref({ propertyType: 'Flat/Apartment', ...here }) });
  }
  return {
    columns: [
      { heading: BUY_MENU.buyAHome.heading, links: BUY_MENU.buyAHome.types.map(byType) },
      { heading: BUY_MENU.commercial.heading, links: BUY_MENU.commercial.types.map(byType) },
      { heading: BUY_MENU.popularAreas.heading, links: areas },
    ],
  };
}

/** The desktop header's 'Buy Property' dropdown: a disclosure button and a panel of search links. */
export function BuyMenu() {
  const [path] = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { columns } = useBuyMenuLinks();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpenOn(null);
      }
    };
    window.addEventListener('keydown', close);
    window.addEventListener('pointerdown', close);
    return () => {
      window.removeEventListener('keydown', close);
      window.removeEventListener('pointerdown', close);
    };
  }, [open]);

  return (
    <div ref={root} className="relative hidden md:block">
      <button
        type="button"
        className="btn-ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : path)}
      >
        {BUY_MENU.label}
        <span aria-hidden="true" className={`text-xs transition-transform ${open ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full mt-2 w-[36rem] rounded-xl border border-line bg-white p-5 shadow-xl"
      >
        <div className="grid grid-cols-3 gap-6">
          {columns.map((column) => (
            <section key={column.heading} aria-label={column.heading}>
              <h2 className="mb-2 text-xs font-bold tracking-wider text-muted">{column.heading}</h2>
              <ul className="flex flex-col gap-1">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link
                      href={link.href}
                      className="block rounded-md px-2 py-1 text-sm text-ink hover:bg-brand-soft hover:text-brand"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
