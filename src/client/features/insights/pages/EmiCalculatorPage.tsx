import { useState } from 'react';
import { useSearch } from 'wouter';
import { loanForPrice, loanSummary, maxLoanForValue } from '../../../../shared/insights/emi';
import { formatInr, formatPriceShort, parseIndianAmount } from '../../../../shared/listings/format';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { usePageHead } from '../../../lib/use-document-title';
import { FillBar } from '../../../ui/ChartBars';
import { AmortisationTable } from '../components/AmortisationTable';
import { EmiField } from '../components/EmiField';
import { EmiNotes } from '../components/EmiNotes';
import { InsightsFrame } from '../components/InsightsFrame';
import { EMI_COPY, EMI_FIELDS } from '../insights.content';

type Field = (typeof EMI_FIELDS)[keyof typeof EMI_FIELDS];

const inRange = (value: number | undefined, field: Field): value is number =>
  value !== undefined && Number.isFinite(value) && value >= field.min && value <= field.max;
/** A typed number ('8.5'); undefined for '', '1e3', 'abc'. */
const readNumber = (text: string) => (/^\s*\d*\.?\d+\s*$/.test(text) ? Number(text) : undefined);
/** '50,00,000' for the amount field. */
const amountText = (rupees: number) => formatInr(rupees).replace('₹', '');

/** The price in the address bar (`?amount=`), when it is a sensible home price. */
function usePriceFromAddress(): number | null {
  const raw = new URLSearchParams(useSearch()).get('amount');
  const price = raw === null ? undefined : parseIndianAmount(raw);
  return price !== undefined && loanForPrice(price) !== null ? price : null;
}

/** The home loan EMI calculator: amount, rate and tenure in; EMI, totals, split and yearly schedule out. */
export default function EmiCalculatorPage() {
  const { title } = ROUTES.insightsEmiCalculator;
  // A price in the address bar only fills the form in: the calculator is one page.
  usePageHead({ title, description: EMI_COPY.intro, canonical: PATHS.insightsEmiCalculator });
  const price = usePriceFromAddress();
  const [amount, setAmount] = useState(() =>
    amountText((price === null ? null : loanForPrice(price)) ?? EMI_FIELDS.amount.default),
  );
  const [rate, setRate] = useState(String(EMI_FIELDS.rate.default));
  const [tenure, setTenure] = useState(String(EMI_FIELDS.tenure.default));

  const principal = parseIndianAmount(amount);
  const ratePercent = readNumber(rate);
  const years = readNumber(tenure);
  const errors = {
    amount: inRange(principal, EMI_FIELDS.amount) ? undefined : EMI_COPY.amountError,
    rate: inRange(ratePercent, EMI_FIELDS.rate) ? undefined : EMI_COPY.rateError,
    tenure: inRange(years, EMI_FIELDS.tenure) && Number.isInteger(years) ? undefined : EMI_COPY.tenureError,
  };
  const summary =
    errors.amount || errors.rate || errors.tenure
      ? null
      : loanSummary({ principal: principal ?? 0, annualRatePercent: ratePercent ?? 0, months: (years ?? 0) * 12 });

  const { amount: A, rate: R, tenure: T } = EMI_FIELDS;
  const maxLoan = price === null ? null : maxLoanForValue(price);
  const ltv = price !== null && maxLoan !== null ? Math.round((maxLoan / price) * 100) : 0;
  const principalShare = summary ? Math.round(((principal ?? 0) / summary.totalPayment) * 100) : 0;

  return (
    <InsightsFrame title={title} intro={EMI_COPY.intro}>
      {price !== null && maxLoan !== null && (
        <div className="mt-4 max-w-3xl rounded-lg bg-brand-soft px-4 py-3 text-sm leading-relaxed text-ink">
          <p>{EMI_COPY.fromPrice(formatPriceShort(price), formatPriceShort(loanForPrice(price) ?? 0))}</p>
          <p>{EMI_COPY.maxLoan(formatPriceShort(maxLoan), ltv)}</p>
        </div>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <form className="card flex flex-col gap-6 p-4 sm:p-6" onSubmit={(event) => event.preventDefault()}>
          <EmiField
            label={EMI_COPY.amount}
            text={amount}
            onText={setAmount}
            value={principal}
            range={A}
            sliderText={formatPriceShort}
            hint={errors.amount ? undefined : formatPriceShort(principal ?? 0)}
            error={errors.amount}
            input={{ inputMode: 'numeric', autoComplete: 'off', enterKeyHint: 'done' }}
          />
          <EmiField
            label={EMI_COPY.rate}
            text={rate}
            onText={setRate}
            value={ratePercent}
            range={R}
            sliderText={(n) => `${n}%`}
            error={errors.rate}
            input={{ type: 'number', inputMode: 'decimal', min: R.min, max: R.max, step: 'any' }}
          />
          <EmiField
            label={EMI_COPY.tenure}
            text={tenure}
            onText={setTenure}
            value={years}
            range={T}
            sliderText={(n) => `${n} years`}
            hint={errors.tenure ? undefined : `${(years ?? 0) * 12} EMIs`}
            error={errors.tenure}
            input={{ type: 'number', inputMode: 'numeric', min: T.min, max: T.max, step: 1 }}
          />
        </form>

        <section aria-labelledby="emi-result" className="card flex flex-col gap-5 p-4 sm:p-6">
          <div>
            <h2 id="emi-result" className="text-sm font-medium text-muted">
              {EMI_COPY.emi}
            </h2>
            <p className="mt-1 text-3xl font-bold tabular-nums text-brand sm:text-4xl">
              {summary ? formatInr(Math.round(summary.emi)) : '—'}{' '}
              <span className="text-base font-medium text-muted">{EMI_COPY.perMonth}</span>
            </p>
          </div>
          <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
            {[
              [EMI_COPY.principal, summary ? formatInr(principal ?? 0) : '—'],
              [EMI_COPY.interest, summary ? formatInr(Math.round(summary.totalInterest)) : '—'],
              [EMI_COPY.total, summary ? formatInr(Math.round(summary.totalPayment)) : '—'],
            ].map(([term, value]) => (
              <div key={term} className="flex items-baseline justify-between gap-2 sm:block">
                <dt className="text-muted">{term}</dt>
                <dd className="text-base font-semibold tabular-nums text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          {summary && (
            <div>
              <p className="text-sm font-medium text-ink">{EMI_COPY.split}</p>
              <div aria-hidden="true" className="mt-2 flex h-4 overflow-hidden rounded-full bg-accent">
                <FillBar percent={principalShare} fill="fill-brand" />
              </div>
              <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink">
                <li className="flex items-center gap-2">
                  <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-brand" />
                  {EMI_COPY.principal} {principalShare}%
                </li>
                <li className="flex items-center gap-2">
                  <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-accent" />
                  {EMI_COPY.interest} {100 - principalShare}%
                </li>
              </ul>
              <p className="mt-4 text-sm text-muted">
                {EMI_COPY.perRupee((summary.totalPayment / (principal ?? 1)).toFixed(2))}
              </p>
            </div>
          )}
        </section>
      </div>

      <div className="mt-6 flex flex-col gap-6">
        {summary && <AmortisationTable years={summary.years} />}
        <EmiNotes />
      </div>
    </InsightsFrame>
  );
}
