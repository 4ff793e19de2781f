import { describe, expect, it } from 'vitest';
import { isValidLoan, loanForPrice, loanSummary, maxLoanForValue, monthlyEmi } from '../../src/shared/insights/emi';

const LAKH = 100_000;
const home = { principal: 50 * LAKH, annualRatePercent: 8.5, months: 240 };

describe('monthlyEmi', () => {
  it('matches the banks: ₹50 L at 8.5% for 20 years is ₹43,391 a month', () => {
    expect(monthlyEmi(home)).toBeCloseTo(43_391.16, 2);
    expect(monthlyEmi({ ...home, annualRatePercent: 10 })).toBeCloseTo(48_251.08, 2);
  });

  it('divides the loan evenly without interest', () => {
    expect(monthlyEmi({ principal: 12 * LAKH, annualRatePercent: 0, months: 120 })).toBe(10_000);
  });

  it('repays a one-month loan with one month of interest', () => {
    expect(monthlyEmi({ principal: LAKH, annualRatePercent: 12, months: 1 })).toBeCloseTo(101_000, 6);
  });

  it('refuses what it cannot compute: NaN, negative, fractional months, huge', () => {
    const bad = [
      { ...home, principal: Number.NaN },
      { ...home, principal: -1 },
      { ...home, principal: 0 },
      { ...home, principal: Number.POSITIVE_INFINITY },
      { ...home, principal: 1e13 },
      { ...home, annualRatePercent: -0.5 },
      { ...home, annualRatePercent: 31 },
      { ...home, annualRatePercent: Number.NaN },
      { ...home, months: 0 },
      { ...home, months: 12.5 },
      { ...home, months: 481 },
    ];
    for (const loan of bad) {
      expect(isValidLoan(loan)).toBe(false);
      expect(monthlyEmi(loan)).toBeNull();
      expect(loanSummary(loan)).toBeNull();
    }
    // The largest loan it accepts stays finite.
    expect(Number.isFinite(monthlyEmi({ principal: 1e9, annualRatePercent: 30, months: 480 }))).toBe(true);
  });
});

describe('loanSummary', () => {
  it('totals what the loan costs and splits it year by year down to a zero balance', () => {
    const summary = loanSummary(home);
    if (!summary) throw new Error('expected a summary');
    expect(summary.totalPayment).toBeCloseTo(10_413_878.8, 0);
    expect(summary.totalInterest).toBeCloseTo(5_413_878.8, 0);
    expect(summary.years).toHaveLength(20);
    const [first] = summary.years;
    expect(first?.year).toBe(1);
    expect(first?.principalPaid).toBeCloseTo(99_511.46, 1);
    expect(first?.interestPaid).toBeCloseTo(421_182.48, 1);
    expect(first?.balance).toBeCloseTo(4_900_488.54, 1);
    expect(summary.years.at(-1)?.balance).toBe(0);
    const principal = summary.years.reduce((sum, row) => sum + row.principalPaid, 0);
    expect(principal).toBeCloseTo(50 * LAKH, 4);
  });

  it('groups a tenure that is not whole years into a short last year', () => {
    const summary = loanSummary({ principal: LAKH, annualRatePercent: 0, months: 18 });
    const paise = (rupees = Number.NaN) => Math.round(rupees * 100) / 100;
    expect(summary?.years.map((row) => [row.year, paise(row.principalPaid), paise(row.balance)])).toEqual([
      [1, 66_666.67, 33_333.33],
      [2, 33_333.33, 0],
    ]);
    expect(summary?.totalInterest).toBe(0);
  });

  it('has one year for a one-month loan', () => {
    const summary = loanSummary({ principal: LAKH, annualRatePercent: 12, months: 1 });
    expect(summary?.years).toEqual([{ year: 1, principalPaid: LAKH, interestPaid: 1000, balance: 0 }]);
    expect(summary?.totalPayment).toBe(101_000);
  });
});

describe('RBI loan-to-value limits', () => {
  it('lends 90% up to ₹30 L, 80% up to ₹75 L and 75% above', () => {
    expect(maxLoanForValue(20 * LAKH)).toBe(18 * LAKH);
    // 90% of ₹35 L would be a ₹31.5 L loan (an 80% band loan), so ₹30 L is the most.
    expect(maxLoanForValue(35 * LAKH)).toBe(30 * LAKH);
    expect(maxLoanForValue(50 * LAKH)).toBe(40 * LAKH);
    expect(maxLoanForValue(90 * LAKH)).toBe(72 * LAKH);
    expect(maxLoanForValue(100 * LAKH)).toBe(75 * LAKH);
    expect(maxLoanForValue(200 * LAKH)).toBe(150 * LAKH);
    expect(maxLoanForValue(Number.NaN)).toBeNull();
    expect(maxLoanForValue(-5)).toBeNull();
  });

  it('starts the calculator at the price less a 20% down payment', () => {
    expect(loanForPrice(62.5 * LAKH)).toBe(50 * LAKH);
    expect(loanForPrice(4_567_890)).toBe(3_654_000);
    expect(loanForPrice(Number.NaN)).toBeNull();
    expect(loanForPrice(0)).toBeNull();
    expect(loanForPrice(1e15)).toBeNull();
  });
});
