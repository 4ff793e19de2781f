import { Link } from 'wouter';
import { PATHS } from '../../../../shared/routes';
import { EMI_COPY } from '../insights.content';

/** What a buyer should know before applying: the RBI's loan-to-value limits, tax benefits, floating rates. */
export function EmiNotes() {
  return (
    <section aria-labelledby="emi-notes" className="card p-4 sm:p-6">
      <h2 id="emi-notes" className="text-lg font-bold text-ink">
        {EMI_COPY.notesHeading}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="font-semibold text-ink">{EMI_COPY.ltvHeading}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">{EMI_COPY.ltvIntro}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
            {EMI_COPY.ltvBands.map((band) => (
              <li key={band}>{band}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="font-semibold text-ink">{EMI_COPY.taxHeading}</h3>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-sm leading-relaxed text-ink">
            {EMI_COPY.taxPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </div>
      <p className="mt-6 text-sm leading-relaxed text-muted">{EMI_COPY.rateNote}</p>
      <p className="mt-3 text-sm">
        <Link href={PATHS.serviceMortgage} className="text-link">
          {EMI_COPY.mortgageLink}
        </Link>
      </p>
    </section>
  );
}
