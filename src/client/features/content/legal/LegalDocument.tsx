import type { ReactNode } from 'react';
import type { RouteKey } from '../../../../shared/routes';
import { ArticleLayout } from '../components/ArticleLayout';
import { ContentSection } from '../components/ContentSection';
import { PageIntro } from '../components/PageIntro';
import { useScrollToHash } from '../components/use-scroll-to-hash';
import { CONTENT_LABELS, LEGAL_LAST_UPDATED, LEGAL_LAST_UPDATED_ISO } from '../content-pages.content';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

/** The terms and the privacy policy: last-updated date, a table of contents and numbered sections. */
export function LegalDocument({
  routeKey,
  lead,
  sections,
}: {
  routeKey: RouteKey;
  lead: string;
  sections: readonly LegalSection[];
}) {
  useScrollToHash();
  const numbered = sections.map((section, index) => ({ ...section, heading: `${index + 1}. ${section.heading}` }));
  return (
    <>
      <PageIntro routeKey={routeKey} eyebrow="Legal" lead={lead}>
        <p className="mt-4 text-sm text-muted">
          {CONTENT_LABELS.lastUpdated}: <time dateTime={LEGAL_LAST_UPDATED_ISO}>{LEGAL_LAST_UPDATED}</time>
        </p>
      </PageIntro>
      <ArticleLayout toc={numbered}>
        {numbered.map((section) => (
          <ContentSection key={section.id} id={section.id} heading={section.heading}>
            {section.body}
          </ContentSection>
        ))}
      </ArticleLayout>
    </>
  );
}
