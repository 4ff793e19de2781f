import { IDEMPOTENCY_KEY_HEADER } from '../src/shared/idempotency';
import { toCard } from '../src/shared/offline/device-search';
import { readBrowsedListing, readSavedCities } from '../src/shared/offline/listing-store';
import { OFFLINE_SCHEMA_VERSION } from '../src/shared/offline/offline-stores';
import { deleteOutboxItem, sessionHash, writeOutboxItem } from '../src/shared/offline/outbox-items';

/**
 * The notes My enquiries lists while an enquiry waits in the outbox (shared/offline/outbox-items.ts):
 * written when one is kept, removed when it is sent or refused. Best effort: a note that cannot be
 * written leaves the enquiry waiting all the same.
 */

const ENQUIRIES_PATH = '/api/enquiries';

const keyOf = (request: Request) => request.headers.get(IDEMPOTENCY_KEY_HEADER);

/** The card of a property the device knows (saved city or browsed), for the note. */
async function cardOf(id: number) {
  const saved = (await readSavedCities()).flatMap((city) => city.listings).find((listing) => listing.id === id);
  return saved ? toCard(saved) : ((await readBrowsedListing(id)) ?? null);
}

/** Notes an enquiry just kept in the outbox (`request` is a copy the worker still holds). */
export async function noteKept(request: Request): Promise<void> {
  const key = keyOf(request);
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  if (!key || !token || new URL(request.url).pathname !== ENQUIRIES_PATH) return;
  try {
    const body = (await request.clone().json()) as { propertyId?: unknown; projectId?: unknown; message?: unknown };
    const about =
      typeof body.propertyId === 'number'
        ? { kind: 'property' as const, id: body.propertyId }
        : typeof body.projectId === 'number'
          ? { kind: 'project' as const, id: body.projectId }
          : undefined;
    if (!about) return;
    await writeOutboxItem({
      schemaVersion: OFFLINE_SCHEMA_VERSION,
      key,
      session: await sessionHash(token),
      queuedAt: Date.now(),
      about,
      message: typeof body.message === 'string' ? body.message : '',
      card: about.kind === 'property' ? await cardOf(about.id) : null,
    });
  } catch {
    // The enquiry is kept; only its line in My enquiries is missing.
  }
}

/** Forgets the note of a request the outbox is done with; its key, if it had one. */
export async function forgetKept(request: Request): Promise<string | undefined> {
  const key = keyOf(request);
  if (key) await deleteOutboxItem(key).catch(() => undefined);
  return key ?? undefined;
}
