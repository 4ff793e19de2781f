import { Link } from 'wouter';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { ADVICE_SECTIONS } from '../advice/advice-sections';
import { ArticleLayout } from '../components/ArticleLayout';
import { ContentSection } from '../components/ContentSection';
import { CtaLinks } from '../components/CtaLinks';
import { ArrowIcon } from '../components/content-icons';
import { HelpCard } from '../components/HelpCard';
import { PageIntro } from '../components/PageIntro';
import { useScrollToHash } from '../components/use-scroll-to-hash';
import { CONTENT_LABELS } from '../content-pages.content';

const TOOLS_ID = 'insights';

const TOOLS = [
  { key: 'insightsLocalities', body: 'Median prices and what is on offer, locality by locality.' },
  { key: 'insightsPriceTrends', body: 'How asking prices per sq.ft move month by month in your city.' },
  { key: 'insightsEmiCalculator', body: 'Your EMI, total interest and a year-by-year repayment plan.' },
] as const;

const TOC = [
  ...ADVICE_SECTIONS.map(({ id, heading }) => ({ id, heading })),
  { id: TOOLS_ID, heading: CONTENT_LABELS.insights },
];

/** Real estate advice: the buying guide, RERA, stamp duty, home loans, the legal checklist and vaastu. */
export default function AdvicePage() {
  useScrollToHash();
  return (
    <>
      <PageIntro
        routeKey="realEstateAdvice"
        eyebrow="Guides"
        lead="Plain-language guides for buying and selling property in India: the steps, the law that protects you, what it costs and the papers to check."
      />
      <ArticleLayout toc={TOC} aside={<HelpCard />}>
        {ADVICE_SECTIONS.map((section) => (
          <ContentSection key={section.id} id={section.id} heading={section.heading}>
            {section.body}
          </ContentSection>
        ))}
        <section id={TOOLS_ID} className="scroll-mt-4">
          <h2 className="text-xl font-bold leading-snug text-ink sm:text-2xl">{CONTENT_LABELS.insights}</h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {TOOLS.map(({ key, body }) => (
              <li key={key}>
                <Link
                  href={PATHS[key]}
                  className="group flex h-full flex-col rounded-xl border border-line bg-white p-4 hover:border-brand hover:shadow-sm"
                >
                  <span className="flex items-center justify-between gap-2 font-semibold text-brand">
                    {ROUTES[key].title}
                    <ArrowIcon className="h-4 w-4 shrink-0 transition-transform group-hover:translate-x-0.5" />
                  </span>
                  <span className="mt-1 text-sm leading-6 text-muted">{body}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <CtaLinks />
      </ArticleLayout>
    </>
  );
}
