import { CompareButton } from '../../compare/CompareButton';
import { ListingCardView } from '../../listings/components/ListingCardView';
import type { SavedRecord } from '../saved-records';
import { ProjectCardView } from './ProjectCardView';

/** A titled list of saved listings as cards (property or project), or its empty-state words. */
export function SavedListingGrid({
  id,
  title,
  items,
  empty,
}: {
  id: string;
  title: string;
  items: SavedRecord[] | undefined;
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold text-ink sm:text-2xl">
        {title}
      </h2>
      {items && items.length === 0 && <p className="mt-3 text-muted">{empty}</p>}
      {items && items.length > 0 && (
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item) => (
            <li key={`${item.kind}:${item.id}`}>
              {item.kind === 'property' ? (
                <ListingCardView listing={item.card} corner={<CompareButton id={item.id} onCard />} />
              ) : (
                <ProjectCardView project={item.card} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
