/**
 * Home loan maths: the monthly instalment (EMI) of a reducing-balance loan, its yearly amortisation and
 * the most a bank may lend on a home's value under the RBI's loan-to-value limits. Pure functions on
 * whole rupees; inputs outside the limits (NaN, negative, absurdly large) give null, never Infinity.
 */

const LAKH = 100_000;
const CRORE = 10_000_000;

/** What the calculator accepts (its sliders span a narrower, everyday range). */
export const EMI_LIMITS = {
  amount: { min: 1, max: 100 * CRORE },
  ratePercent: { min: 0, max: 30 },
  months: { min: 1, max: 40 * 12 },
} as const;

export interface LoanInput {
  /** Loan amount in rupees. */
  principal: number;
  /** Interest rate, % a year (8.5 for 8.5%). */
  annualRatePercent: number;
  /** Tenure in months. */
  months: number;
}

export interface AmortisationYear {
  /** 1 for the first twelve instalments. */
  year: number;
  principalPaid: number;
  interestPaid: number;
  /** What is still owed after this year's instalments. */
  balance: number;
}

export interface LoanSummary {
  /** The monthly instalment, unrounded (show it rounded to the rupee). */
  emi: number;
  totalPayment: number;
  totalInterest: number;
  years: AmortisationYear[];
}

const within = (value: number, { min, max }: { min: number; max: number }) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/** True when the calculator can work with these numbers. */
export function isValidLoan({ principal, annualRatePercent, months }: LoanInput): boolean {
  return (
    within(principal, EMI_LIMITS.amount) &&
    within(annualRatePercent, EMI_LIMITS.ratePercent) &&
    within(months, EMI_LIMITS.months) &&
    Number.isInteger(months)
  );
}

/** EMI = P·r·(1+r)^n / ((1+r)^n − 1) with r the monthly rate; P/n without interest; null when not valid. */
export function monthlyEmi(loan: LoanInput): number | null {
  if (!isValidLoan(loan)) return null;
  const { principal, annualRatePercent, months } = loan;
  const rate = annualRatePercent / 12 / 100;
  if (rate === 0) return principal / months;
  const growth = (1 + rate) ** months;
  return (principal * rate * growth) / (growth - 1);
}

/** The EMI, totals and a year-by-year split of what was paid; null when the input is not valid. */
export function loanSummary(loan: LoanInput): LoanSummary | null {
  const emi = monthlyEmi(loan);
  if (emi === null) return null;
  const rate = loan.annualRatePercent / 12 / 100;
  const years: AmortisationYear[] = [];
  let balance = loan.principal;
  for (let month = 1; month <= loan.months; month++) {
    const interest = balance * rate;
    // The last instalment clears whatever rounding left over, so the balance ends at exactly zero.
    const principalPaid = month === loan.months ? balance : emi - interest;
    balance = month === loan.months ? 0 : balance - principalPaid;
    const year = Math.ceil(month / 12);
    let row = years[year - 1];
    if (!row) {
      row = { year, principalPaid: 0, interestPaid: 0, balance: 0 };
      years.push(row);
    }
    row.principalPaid += principalPaid;
    row.interestPaid += interest;
    row.balance = Math.max(0, balance);
  }
  const totalInterest = years.reduce((sum, row) => sum + row.interestPaid, 0);
  return { emi, totalPayment: loan.principal + totalInterest, totalInterest, years };
}

/**
 * The RBI's loan-to-value limits for home loans: up to 90% of the home's value for loans up to ₹30 L,
 * 80% for loans over ₹30 L up to ₹75 L, 75% above ₹75 L.
 */
export const LTV_BANDS = [
  { upTo: 30 * LAKH, percent: 90 },
  { upTo: 75 * LAKH, percent: 80 },
  { upTo: Number.POSITIVE_INFINITY, percent: 75 },
] as const;

/** The largest loan the LTV limits allow on a home worth `value` rupees (null when not a valid value). */
export function maxLoanForValue(value: number): number | null {
  if (!within(value, EMI_LIMITS.amount)) return null;
  // Each band allows its share of the value, but never more than the band's ceiling; the best band wins.
  return Math.max(...LTV_BANDS.map((band) => Math.min(band.upTo, Math.floor((value * band.percent) / 100))));
}

/** The buyer's usual 20% down payment: the loan a price in the address bar starts the calculator at. */
export const DEFAULT_DOWN_PAYMENT_PERCENT = 20;

/** The loan for a home of `price` after the default down payment, rounded to ₹1,000; null when not valid. */
export function loanForPrice(price: number): number | null {
  if (!within(price, EMI_LIMITS.amount)) return null;
  const loan = Math.round((price * (100 - DEFAULT_DOWN_PAYMENT_PERCENT)) / 100 / 1000) * 1000;
  return loan >= EMI_LIMITS.amount.min ? loan : null;
}
