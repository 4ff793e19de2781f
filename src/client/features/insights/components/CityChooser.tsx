import { Link, useLocation } from 'wouter';
import { useApiRead } from '../../../lib/use-api';
import { citiesRead, figuresOf } from '../insights.api';
import { CITY_CHIPS, CITY_CHOOSER } from '../insights.content';
import { InlineSelect } from './InsightsFrame';

interface CityChooserProps {
  /** The city shown ('' for All India). */
  current: string;
  /** Offer 'All India' first (the price trends). */
  allowAllIndia?: boolean;
  /** The page's address for a city ('' for All India). */
  hrefFor: (city: string) => string;
}

const CHIP = 'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors';
const CHIP_ON = `${CHIP} border-brand bg-brand text-white`;
const CHIP_OFF = `${CHIP} border-line bg-white text-ink hover:border-brand hover:text-brand`;

/** The cities with the most listings as links (chips), the rest in a list; the choice lives in the URL. */
export function CityChooser({ current, allowAllIndia = false, hrefFor }: CityChooserProps) {
  const cities = useApiRead(citiesRead, figuresOf);
  const [, navigate] = useLocation();
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

  const names = (cities.kind === 'found' ? cities.data : []).map((c) => c.city);
  const chips = names.slice(0, CITY_CHIPS);
  // The chosen city always shows as a chip, even when it is not among the biggest.
  if (current && !chips.some((city) => same(city, current))) chips.push(current);
  const others = names.filter((city) => !chips.some((chip) => same(chip, city))).sort((a, b) => a.localeCompare(b));

  return (
    <nav aria-label={CITY_CHOOSER.legend} className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-2">
        {allowAllIndia && (
          <li>
            <Link
              href={hrefFor('')}
              className={current === '' ? CHIP_ON : CHIP_OFF}
              aria-current={current === '' ? 'page' : undefined}
            >
              {CITY_CHOOSER.allIndia}
            </Link>
          </li>
        )}
        {chips.map((city) => {
          const on = same(city, current);
          return (
            <li key={city}>
              <Link href={hrefFor(city)} className={on ? CHIP_ON : CHIP_OFF} aria-current={on ? 'page' : undefined}>
                {city}
              </Link>
            </li>
          );
        })}
        {cities.kind === 'loading' &&
          [0, 1, 2, 3, 4].map((n) => (
            <li key={n} aria-hidden="true" className="h-10 w-24 animate-pulse rounded-full bg-brand-soft" />
          ))}
      </ul>
      {others.length > 0 && (
        <InlineSelect
          label={CITY_CHOOSER.moreCities}
          value=""
          onChange={(city) => city && navigate(hrefFor(city))}
          className="max-w-60"
        >
          <option value="">{CITY_CHOOSER.pickOne}</option>
          {others.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </InlineSelect>
      )}
      {cities.kind !== 'loading' && cities.kind !== 'found' && (
        <p className="text-sm text-muted">{CITY_CHOOSER.error}</p>
      )}
    </nav>
  );
}
