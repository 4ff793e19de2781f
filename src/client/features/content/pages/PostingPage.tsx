import { CheckIcon } from '../../../ui/icons';
import { Checklist } from '../components/Checklist';
import { NumberedSteps } from '../components/NumberedSteps';
import { PageIntro } from '../components/PageIntro';
import { PostingActions } from '../posting/PostingActions';
import {
  APPROVAL_TIPS,
  FREE_POINTS,
  POSTING_LEADS,
  type PostingRouteKey,
  PROJECT_STEPS,
  PROPERTY_STEPS,
  WHO_CAN_POST,
} from '../posting/posting.content';

export type { PostingRouteKey } from '../posting/posting.content';

const H2 = 'text-2xl font-bold tracking-tight text-ink';

/** The public entry points to posting: what is free, the steps, what gets approved, who may post; then into the seller area. */
export default function PostingPage({ routeKey }: { routeKey: PostingRouteKey }) {
  const project = routeKey === 'postProject';
  const steps = project ? PROJECT_STEPS : PROPERTY_STEPS;
  return (
    <>
      <PageIntro routeKey={routeKey} eyebrow="For owners, agents and builders" lead={POSTING_LEADS[routeKey]}>
        <div className="mt-6">
          <PostingActions project={project} />
        </div>
      </PageIntro>

      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-2 lg:gap-14">
        <section aria-labelledby="posting-free" className="self-start rounded-xl bg-brand-soft/70 p-5 sm:p-6">
          <h2 id="posting-free" className={H2}>
            What is free
          </h2>
          <ul className="mt-5 space-y-3">
            {FREE_POINTS.map((point) => (
              <li key={point} className="flex gap-3 text-base leading-7 text-ink">
                <CheckIcon className="mt-1 h-5 w-5 shrink-0 text-emerald-700" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="posting-steps">
          <h2 id="posting-steps" className={H2}>
            How it works
          </h2>
          <NumberedSteps steps={steps} className="mt-5 space-y-4" />
        </section>

        <section aria-labelledby="posting-approval" className="rounded-xl border border-line bg-surface p-5 sm:p-6">
          <h2 id="posting-approval" className={H2}>
            Get approved fast
          </h2>
          <Checklist items={APPROVAL_TIPS} />
        </section>

        <section aria-labelledby="posting-who">
          <h2 id="posting-who" className={H2}>
            Who can post
          </h2>
          <dl className="mt-5 space-y-4">
            {WHO_CAN_POST.map(({ who, what }) => (
              <div key={who} className="card">
                <dt className="text-lg font-bold text-ink">{who}</dt>
                <dd className="mt-1 text-base leading-7 text-muted">{what}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <section aria-labelledby="posting-start" className="on-dark bg-brand-dark text-white">
        <div className="container-page flex flex-col gap-5 py-10 sm:py-12 md:flex-row md:items-center md:justify-between">
          <h2 id="posting-start" className="text-2xl font-bold">
            {project ? 'Ready to list your project?' : 'Ready to post?'}
          </h2>
          <PostingActions project={project} tone="dark" />
        </div>
      </section>
    </>
  );
}
