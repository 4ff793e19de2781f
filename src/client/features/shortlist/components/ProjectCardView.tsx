import { Link } from 'wouter';
import { formatPriceRange } from '../../../../shared/listings/format';
import type { ProjectCard } from '../../../../shared/listings/listing-types';
import { mediaUrl } from '../../../../shared/media';
import { PATHS } from '../../../../shared/routes';
import { DETAIL_UI } from '../../listing-detail/detail.content';
import { CARD_LABELS } from '../../listings/components/listing-card.content';
import { ShortlistButton } from '../ShortlistButton';

const P = DETAIL_UI.project;

/**
 * A builder project in a list of cards (the shortlist and recently viewed): the same frame as the
 * property card (ListingCardView), with the project's price range, configurations and builder.
 */
export function ProjectCardView({ project }: { project: ProjectCard }) {
  const photo = project.coverPhoto;
  return (
    <article className="relative h-full overflow-hidden rounded-xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] bg-brand-soft">
        {photo && (
          <img
            src={mediaUrl(photo, 320)}
            srcSet={`${mediaUrl(photo, 320)} 320w, ${mediaUrl(photo, 640)} 640w`}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            width={320}
            height={240}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
        <span className="absolute bottom-2 left-2 rounded-md bg-night/75 px-2 py-0.5 text-xs font-medium text-white">
          {P.typeLabel(project.projectType)}
          {project.upcoming ? ` · ${P.upcoming}` : ''}
        </span>
        <ShortlistButton kind="project" id={project.id} card={project} />
      </div>
      <div className="flex h-[10.5rem] flex-col gap-1 p-3">
        <p className="h-7 text-lg font-bold leading-7 text-ink">
          {formatPriceRange(project.minPrice, project.maxPrice)}
        </p>
        <h3 className="line-clamp-2 h-10 text-sm font-semibold leading-5 text-ink">
          <Link
            href={`${PATHS.projectProfile}?id=${project.id}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand"
          >
            {project.name}
          </Link>
        </h3>
        <p className="h-5 truncate text-sm leading-5 text-muted">
          {project.location.locality}, {project.location.city}
        </p>
        <p className="h-4 truncate text-xs leading-4 text-muted">{project.configurations.join(' · ')}</p>
        <p className="mt-auto flex h-6 items-center gap-1.5 truncate text-xs text-muted">
          {P.by} {project.builder.name}
          {project.builder.verified && (
            <span className="inline-flex h-6 items-center rounded-full bg-emerald-700 px-2 font-semibold text-white">
              {CARD_LABELS.verified}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
