/**
 * The Insights pages' words and small formatters (locality guide, price trends, EMI calculator), used by
 * the pages and their tests. Kept out of the header's bundle: only the Insights pages import this.
 */

import { DEFAULT_DOWN_PAYMENT_PERCENT, LTV_BANDS } from '../../../shared/insights/emi';
import { PRICE_TREND_MINIMUM } from '../../../shared/insights/insights-contract';
import { formatCount, formatPriceShort } from '../../../shared/listings/format';
import { ROUTES } from '../../../shared/route-titles';
import { PATHS } from '../../../shared/routes';

/** The city the guides open on when the address bar names none and the visitor's city is unknown. */
export const INSIGHTS_DEFAULT_CITY = 'Bhopal';

/** How many cities the chooser shows as chips (the rest are in its 'More cities' list). */
export const CITY_CHIPS = 8;

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
export const listingsCount = (n: number) => plural(n, 'listing', 'listings');

export const CITY_CHOOSER = {
  legend: 'City',
  allIndia: 'All India',
  moreCities: 'More cities',
  pickOne: 'Pick a city',
  error: 'Could not load the list of cities. The city in the address bar still works.',
} as const;

/** Failure of any Insights read (no answer, or an error status). */
export const INSIGHTS_LOAD_FAILED = 'Could not load these figures. Check your connection and try again.';
export const RETRY = 'Try again';

export const LOCALITIES_COPY = {
  intro: (listings: number, city: string) =>
    `Median asking price per sq.ft, price range and the usual property type in each locality of ${city}, from ${listingsCount(listings)} for sale on Property Creator, updated continuously.`,
  introEmpty: (city: string) =>
    `Median asking price per sq.ft, price range and the usual property type in each locality of ${city}, from the listings for sale on Property Creator.`,
  heading: (city: string) => `Localities in ${city}`,
  sortLabel: 'Sort by',
  sorts: {
    listings: 'Most listings',
    priceHigh: 'Price per sq.ft: high to low',
    priceLow: 'Price per sq.ft: low to high',
    name: 'Name (A to Z)',
  },
  median: 'Median price',
  /** The headline median names its type: flats and plots are priced apart. */
  medianOf: (propertyType: string) => `Median price, ${propertyType}`,
  byType: 'Median price by type',
  range: 'Price range',
  mostly: 'Mostly',
  seeListings: (n: number) => `See ${listingsCount(n)}`,
  empty: (city: string) => `No listings for sale in ${city} yet. Pick another city above.`,
  trendsLink: (city: string) => `Price trends in ${city}`,
  emiLink: 'Work out your EMI',
  loading: 'Loading localities…',
} as const;

export type LocalitySort = keyof typeof LOCALITIES_COPY.sorts;
export const LOCALITY_SORTS = Object.keys(LOCALITIES_COPY.sorts) as LocalitySort[];

export const TRENDS_COPY = {
  intro:
    'The median asking price per sq.ft of properties listed for sale on Property Creator, month by month, by the month each listing was published, with how many listings each month counts. These are asking prices, not registered sale prices.',
  heading: (city: string | null) => (city ? `Price per sq.ft in ${city}` : 'Price per sq.ft across India'),
  chartCaption: (place: string) => `Median asking price per sq.ft by month, ${place}`,
  /** What the figures cover: the months shown and the listings counted in them (the sample). */
  span: (first: string, last: string, months: number, listings: number) =>
    `${months === 1 ? first : `${first} to ${last}`} (${months === 1 ? '1 month' : `${months} months`}): ${formatCount(listings)} ${listings === 1 ? 'listing' : 'listings'} for sale`,
  latest: 'Latest month',
  change: (month: string) => `Change since ${month}`,
  listings: 'Listings for sale',
  month: 'Month',
  median: 'Median price per sq.ft',
  listingsColumn: 'Listings',
  noListings: 'No listings',
  fewListings: `Lighter bars: fewer than ${PRICE_TREND_MINIMUM.perMonth} listings that month, too few for a reliable median (left out of the figures above).`,
  byTypeHeading: 'By property type',
  byTypeCaption: (place: string) => `Median asking price per sq.ft by property type, ${place}, same months`,
  type: 'Property type',
  mixNote:
    'The monthly median mixes every type listed that month (a month with more plots than flats looks cheaper), so compare like with like in the table by type.',
  empty: (place: string) =>
    `Not enough listings to show a trend in ${place}: a month counts only with at least ${PRICE_TREND_MINIMUM.perMonth} listings for sale, and a trend needs ${PRICE_TREND_MINIMUM.months} such months. Try All India or a bigger city.`,
  localitiesLink: (place: string) => `Understand localities in ${place}`,
  loading: 'Loading price trends…',
} as const;

/** The shared minimum of a trend (insights-contract.ts), as the page reads it. */
export const TRENDS_MINIMUM = PRICE_TREND_MINIMUM;

/** A change in per cent with its sign, one decimal: '+4.3%', '−2.1%' (a true minus sign), '0%'. */
export function formatChange(from: number, to: number): string {
  if (!Number.isFinite(from) || !Number.isFinite(to) || from <= 0) return '';
  const percent = Math.round(((to - from) / from) * 1000) / 10;
  if (percent === 0) return '0%';
  return `${percent > 0 ? '+' : '−'}${String(Math.abs(percent))}%`;
}

export const EMI_COPY = {
  intro:
    'Work out the monthly instalment (EMI) of a home loan, what it costs over its life and how each year of payments splits between principal and interest.',
  amount: 'Loan amount (₹)',
  rate: 'Interest rate (% a year)',
  tenure: 'Tenure (years)',
  slider: (label: string) => `${label}, slider`,
  amountError: 'Enter a loan amount from ₹10,000 to ₹100 Cr.',
  rateError: 'Enter an interest rate from 0 to 30%.',
  tenureError: 'Enter a tenure of 1 to 40 whole years.',
  emi: 'Monthly EMI',
  perMonth: 'a month',
  principal: 'Principal',
  interest: 'Total interest',
  total: 'Total payment',
  split: 'Principal and interest',
  perRupee: (rupees: string) => `Every ₹1 you borrow costs ₹${rupees} in all.`,
  fromPrice: (price: string, loan: string) =>
    `For a home priced at ${price}: a loan of ${loan} after a ${DEFAULT_DOWN_PAYMENT_PERCENT}% down payment.`,
  maxLoan: (loan: string, percent: number) =>
    `Under the RBI's limits, banks may lend at most ${loan} on it (${percent}% of its value).`,
  scheduleHeading: 'Year-by-year repayment',
  scheduleCaption: (years: number) => `Principal and interest paid in each year of a ${years}-year loan`,
  year: 'Year',
  principalPaid: 'Principal paid',
  interestPaid: 'Interest paid',
  balance: 'Balance',
  notesHeading: 'Before you apply',
  ltvHeading: 'How much banks lend (RBI loan-to-value limits)',
  ltvIntro: 'Banks lend only part of the home’s value; you pay the rest, with stamp duty and registration, yourself.',
  /** 'Loans up to ₹30 L: up to 90% of the value', 'Loans above ₹30 L up to ₹75 L: up to 80%'... */
  ltvBands: LTV_BANDS.map((band, index) => {
    const above = LTV_BANDS[index - 1];
    const upTo = Number.isFinite(band.upTo) ? `up to ${formatPriceShort(band.upTo)}` : '';
    const loans = above ? `Loans above ${formatPriceShort(above.upTo)}${upTo ? ` ${upTo}` : ''}` : `Loans ${upTo}`;
    return `${loans}: up to ${band.percent}%${above ? '' : ' of the value'}`;
  }),
  taxHeading: 'Tax benefits (old tax regime)',
  taxPoints: [
    'Section 24(b): interest on a loan for a self-occupied home is deductible up to ₹2 L a year; interest paid before completion is claimed in five equal parts from the year of possession.',
    'Section 80C: principal repaid, with stamp duty and registration in the year paid, counts towards the ₹1.5 L limit of section 80C.',
    'Under the new tax regime these deductions are not available for a self-occupied home. Ask a tax adviser about your case.',
  ],
  rateNote:
    'Most home loans have a floating rate linked to the RBI repo rate: when it changes, the bank changes your EMI or your tenure. The figures here are estimates, not an offer.',
  mortgageLink: 'Get help with a home loan',
} as const;

/** What the calculator's fields accept, and the span of their sliders. */
export const EMI_FIELDS = {
  amount: {
    min: 10_000,
    max: 1_000_000_000,
    sliderMin: 100_000,
    sliderMax: 50_000_000,
    step: 50_000,
    default: 5_000_000,
  },
  rate: { min: 0, max: 30, sliderMin: 5, sliderMax: 20, step: 0.05, default: 8.5 },
  tenure: { min: 1, max: 40, sliderMin: 1, sliderMax: 30, step: 1, default: 20 },
} as const;

/** The calculator, opened for a home of `price` rupees (it starts at the price less a 20% down payment). */
export const emiCalculatorHref = (price?: number): string =>
  price !== undefined && Number.isFinite(price) && price > 0
    ? `${PATHS.insightsEmiCalculator}?amount=${Math.round(price)}`
    : PATHS.insightsEmiCalculator;

/**
 * The guides' heads for search engines and link previews: titles that name the place, descriptions of
 * its figures. (The EMI calculator's is its route title and introduction.)
 */
export const INSIGHTS_HEAD = {
  localitiesTitle: (city: string) => `${ROUTES.insightsLocalities.title} in ${city}`,
  trendsTitle: (city: string | null) =>
    city ? `${ROUTES.insightsPriceTrends.title} in ${city}` : `${ROUTES.insightsPriceTrends.title} across India`,
  trendsDescription: (city: string | null) =>
    `The median asking price per sq.ft ${city ? `in ${city}` : 'across India'}, month by month and by property type, from the properties listed for sale on Property Creator, with how many listings each figure counts.`,
} as const;

/** A guide page for `city` ('' for All India on the trends page). */
export const insightsCityHref = (path: string, city: string | null): string =>
  city === null ? path : `${path}?city=${encodeURIComponent(city)}`;
