import { ArticleLayout } from '../../content/components/ArticleLayout';
import { PROSE_CLASS } from '../../content/components/article.styles';
import { Checklist } from '../../content/components/Checklist';
import { ContentSection } from '../../content/components/ContentSection';
import { CtaLinks } from '../../content/components/CtaLinks';
import { FaqList } from '../../content/components/FaqList';
import { HelpCard } from '../../content/components/HelpCard';
import { useScrollToHash } from '../../content/components/use-scroll-to-hash';
import { CONTENT_LABELS } from '../../content/content-pages.content';
import type { ServiceGuide } from '../services.content';

const ANCHORS = { checklist: 'checklist', mistakes: 'common-mistakes', faq: 'faq' } as const;

/** A service's guide: intro, sections, checklist, mistakes and questions, with its table of contents. */
export function ServiceGuideView({ guide }: { guide: ServiceGuide }) {
  useScrollToHash();
  const toc = [
    ...guide.sections.map(({ id, heading }) => ({ id, heading })),
    { id: ANCHORS.checklist, heading: guide.checklist.heading },
    { id: ANCHORS.mistakes, heading: CONTENT_LABELS.commonMistakes },
    { id: ANCHORS.faq, heading: CONTENT_LABELS.faq },
  ];
  return (
    <ArticleLayout toc={toc} aside={<HelpCard />}>
      <div className={`${PROSE_CLASS} sm:text-lg sm:leading-8`}>{guide.intro}</div>
      {guide.sections.map((section) => (
        <ContentSection key={section.id} id={section.id} heading={section.heading}>
          {section.body}
        </ContentSection>
      ))}
      <section id={ANCHORS.checklist} className="scroll-mt-4 rounded-xl border border-line bg-surface p-5 sm:p-6">
        <h2 className="text-xl font-bold leading-snug text-ink sm:text-2xl">{guide.checklist.heading}</h2>
        <Checklist items={guide.checklist.items} />
      </section>
      <section id={ANCHORS.mistakes} className="scroll-mt-4">
        <h2 className="text-xl font-bold leading-snug text-ink sm:text-2xl">{CONTENT_LABELS.commonMistakes}</h2>
        <Checklist items={guide.mistakes} tone="avoid" />
      </section>
      <section id={ANCHORS.faq} className="scroll-mt-4">
        <h2 className="text-xl font-bold leading-snug text-ink sm:text-2xl">{CONTENT_LABELS.faq}</h2>
        <FaqList items={guide.faq} />
      </section>
      <CtaLinks />
    </ArticleLayout>
  );
}

/** Space the guide will take while its module downloads, so the footer does not jump. */
export function ServiceGuideSkeleton() {
  return (
    <div className="container-page min-h-[70vh] py-8 sm:py-12" aria-busy="true">
      <p className="sr-only">{CONTENT_LABELS.loadingArticle}</p>
      <div className="max-w-[70ch] animate-pulse space-y-4" aria-hidden="true">
        <div className="h-24 rounded-xl bg-surface" />
        <div className="h-4 w-11/12 rounded bg-surface" />
        <div className="h-4 w-full rounded bg-surface" />
        <div className="h-4 w-4/5 rounded bg-surface" />
        <div className="mt-8 h-6 w-2/3 rounded bg-surface" />
        <div className="h-4 w-full rounded bg-surface" />
        <div className="h-4 w-10/12 rounded bg-surface" />
      </div>
    </div>
  );
}
