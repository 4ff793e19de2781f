import type { ReactNode } from 'react';
import type { priceLines } from '../property-facts';

/**
 * A property's price as its page heads it: the short price large, then the full price and the price per
 * sq.ft, and whatever the page adds after them (a deposit, negotiable or fixed).
 */
export function PriceHeadline({ prices, children }: { prices: ReturnType<typeof priceLines>; children?: ReactNode }) {
  return (
    <div>
      <p className="text-3xl font-extrabold tracking-tight text-ink">{prices.short}</p>
      <p className="mt-1 text-sm text-muted">
        {prices.full}
        {prices.perSqft && ` · ${prices.perSqft}`}
        {children}
      </p>
    </div>
  );
}
