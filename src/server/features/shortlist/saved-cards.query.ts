/**
 * The cards shown for saved listings, under the public visibility rules: a property or project that is
 * not active, or whose seller/builder is blocked, is left out (its saved row stays, and shows again if
 * the listing comes back).
 */
import { and, inArray } from 'drizzle-orm';
import type { ListingCard, ProjectCard } from '../../../shared/listings/listing-types';
import type { SavedListing, SavedListingKind } from '../../../shared/shortlist/saved-listings-constants';
import type { Database } from '../../db/client';
import { selectCards, toListingCard } from '../listings/listing-card.query';
import { properties } from '../listings/listings.schema';
import { publicListing } from '../listings/public-visibility';
import { projectDetail } from '../projects/projects.service';

/** One stored row of a saved list. */
export interface SavedRef {
  kind: SavedListingKind;
  id: number;
  at: Date;
}

async function propertyCards(db: Database, ids: number[]): Promise<Map<number, ListingCard>> {
  if (ids.length === 0) return new Map();
  const rows = await selectCards(db).where(and(inArray(properties.id, ids), publicListing));
  return new Map(rows.map((row) => [Number(row.id), toListingCard(row)]));
}

/**
 * Project cards through the public project read (`projectDetail` without a viewer applies the same
 * rules as the project page). It reads a project's page per id; projects.service.ts keeps its card
 * query private, and a saved list holds at most a few hundred entries.
 */
async function projectCards(db: Database, ids: number[]): Promise<Map<number, ProjectCard>> {
  const details = await Promise.all(ids.map((id) => projectDetail(db, id)));
  const cards = new Map<number, ProjectCard>();
  for (const d of details) {
    if (!d) continue;
    const { id, name, projectType, location, minPrice, maxPrice, configurations, upcoming } = d;
    const { completionDate, builder, coverPhoto } = d;
    cards.set(id, {
      id,
      name,
      projectType,
      location,
      minPrice,
      maxPrice,
      configurations,
      upcoming,
      completionDate,
      builder,
      coverPhoto,
    });
  }
  return cards;
}

/** The saved rows that are public, in the given order, each with its card. */
export async function withCards(db: Database, refs: SavedRef[]): Promise<SavedListing[]> {
  const idsOf = (kind: SavedListingKind) => refs.filter((r) => r.kind === kind).map((r) => r.id);
  const [props, projs] = await Promise.all([propertyCards(db, idsOf('property')), projectCards(db, idsOf('project'))]);
  const out: SavedListing[] = [];
  for (const ref of refs) {
    const at = ref.at.toISOString();
    if (ref.kind === 'property') {
      const card = props.get(ref.id);
      if (card) out.push({ kind: 'property', id: ref.id, at, card });
    } else {
      const card = projs.get(ref.id);
      if (card) out.push({ kind: 'project', id: ref.id, at, card });
    }
  }
  return out;
}
