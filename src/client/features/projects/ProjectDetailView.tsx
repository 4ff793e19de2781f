import { Link } from 'wouter';
import { formatDate } from '../../../shared/date-format';
import { formatArea, formatCount, formatPriceRange } from '../../../shared/listings/format';
import type { ProjectDetail, UnitConfigurationView } from '../../../shared/listings/listing-types';
import { formatMonthYear } from '../../../shared/month-format';
import { brokerPath } from '../../../shared/routes';
import { usePageHead } from '../../lib/use-document-title';
import { Tag, VerifiedBadge } from '../listing-detail/components/Badges';
import { useContactPanel } from '../listing-detail/components/ContactPanel';
import { ClosingSections, DetailLayout, DetailTitle } from '../listing-detail/components/DetailLayout';
import { DetailSection, FactGrid } from '../listing-detail/components/Sections';
import { ShareButton } from '../listing-detail/components/ShareButton';
import { DETAIL_UI } from '../listing-detail/detail.content';
import { projectHead } from '../listing-detail/detail-head';
import { listingCrumbs, projectPath } from '../listing-detail/listing-structured-data';
import { type Fact, reraFact } from '../listing-detail/property-facts';
import { ReportButton } from '../reports/ReportButton';
import { ShortlistButton } from '../shortlist/ShortlistButton';
import { useRecordRecentlyViewed } from '../shortlist/use-record-recently-viewed';

const P = DETAIL_UI.project;

/** '865 - 1,000 sq.ft', or one size when both ends are the same. */
function sizeRange(unit: UnitConfigurationView): string {
  const low = formatArea(Math.min(unit.minAreaSqft, unit.maxAreaSqft), 'sq.ft');
  const high = formatArea(Math.max(unit.minAreaSqft, unit.maxAreaSqft), 'sq.ft');
  return low === high ? low : `${low.replace(' sq.ft', '')} - ${high}`;
}

function projectFacts(p: ProjectDetail): Fact[] {
  const facts: (Fact | null)[] = [
    [P.type, p.projectType],
    [P.status, p.upcoming ? P.upcoming : P.launched],
    [P.priceRange, formatPriceRange(p.minPrice, p.maxPrice)],
    [P.totalUnits, formatCount(p.totalUnits)],
    [P.availableUnits, formatCount(p.availableUnits)],
    p.launchDate ? [P.launchDate, formatDate(p.launchDate)] : null,
    p.completionDate ? [P.completionDate, formatMonthYear(p.completionDate)] : null,
    p.reraId ? reraFact(P.rera, p.reraId, p.location.state) : null,
  ];
  return facts.filter((fact): fact is Fact => fact !== null && fact[1] !== '');
}

/** One builder project: photos, builder, price range, unit configurations, facts, amenities, location, enquiry. */
export function ProjectDetailView({ project: p }: { project: ProjectDetail }) {
  useRecordRecentlyViewed('project', p);
  usePageHead(projectHead(p));
  const path = projectPath(p.id);
  const price = formatPriceRange(p.minPrice, p.maxPrice);
  const contact = useContactPanel(
    'project',
    p.id,
    {
      id: p.builder.id,
      heading: DETAIL_UI.seller.builderHeading,
      name: p.builder.name,
      kind: DETAIL_UI.seller.kind.Builder,
      companyName: null,
      verified: p.builder.verified,
      sellerType: 'Builder',
      verifiedAt: p.builder.verifiedAt,
      photo: null,
      profileHref: brokerPath(p.builder.id),
    },
    { title: p.name, path },
  );
  const place = [p.location.locality, p.location.city, p.location.state].filter(Boolean).join(', ');

  return (
    <DetailLayout
      photos={p.photos}
      photoWidths={p.photoWidths}
      title={p.name}
      contact={contact}
      more={{ id: 'project-properties-heading', title: DETAIL_UI.projectPropertiesHeading, listings: p.properties }}
    >
      <header className="space-y-3">
        <DetailTitle crumbs={listingCrumbs(p.location, p.name, path)} status={p.status} title={p.name} />
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
          <span>
            {P.by}{' '}
            <Link href={brokerPath(p.builder.id)} className="text-link font-semibold">
              {p.builder.name}
            </Link>
          </span>
          {p.builder.verified && <VerifiedBadge />}
        </p>
        <p className="text-muted">{place}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Tag tone="brand">{P.typeLabel(p.projectType)}</Tag>
          <Tag tone={p.upcoming ? 'accent' : 'neutral'}>{p.upcoming ? P.upcoming : P.launched}</Tag>
          {p.configurations.map((label) => (
            <Tag key={label}>{label}</Tag>
          ))}
        </div>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">{P.priceRange}</p>
            <p className="text-3xl font-extrabold tracking-tight text-ink">{price}</p>
          </div>
          <div className="flex gap-2">
            <ShareButton title={p.name} path={path} />
            <ShortlistButton kind="project" id={p.id} card={p} className="relative" />
          </div>
        </div>
      </header>

      {p.unitConfigurations.length > 0 && (
        <DetailSection id="configurations-heading" title={P.configurations}>
          <div className="overflow-x-auto rounded-xl border border-line">
            <table className="w-full text-left text-sm">
              <thead className="bg-surface text-xs uppercase tracking-wide text-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {P.unit}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {P.size}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {P.price}
                  </th>
                </tr>
              </thead>
              <tbody>
                {p.unitConfigurations.map((unit) => (
                  <tr key={unit.label} className="border-t border-line">
                    <th scope="row" className="whitespace-nowrap px-3 py-2.5 font-semibold text-ink">
                      {unit.label}
                    </th>
                    <td className="px-3 py-2.5 text-ink">{sizeRange(unit)}</td>
                    <td className="px-3 py-2.5 font-medium text-ink">
                      {formatPriceRange(unit.minPrice, unit.maxPrice)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </DetailSection>
      )}

      <DetailSection id="facts-heading" title={DETAIL_UI.facts.heading}>
        <FactGrid facts={projectFacts(p)} />
      </DetailSection>

      <ClosingSections
        descriptionTitle={P.aboutHeading}
        description={p.description}
        amenities={p.amenities}
        place={{ ...p.location, address: p.address, coordinates: p.coordinates }}
      />
      {p.status === 'active' && <ReportButton kind="project" id={p.id} ownerId={p.builder.id} />}
    </DetailLayout>
  );
}
