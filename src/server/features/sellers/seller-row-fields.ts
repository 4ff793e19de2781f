/**
 * Row-to-answer pieces that a seller's listings and a builder's projects read the same way (their rows
 * have the same location point, view count and times).
 */

/** A stored time (a Date from node-postgres, a string from PGlite) as the ISO text answers carry. */
export const iso = (value: Date | string) => new Date(value).toISOString();

/** The stored latitude and longitude as a place's coordinates: none unless both are there. */
export const rowCoordinates = (row: { latitude: number | null; longitude: number | null }) =>
  row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;

interface ActivityRow {
  views: number;
  createdAt: Date | string;
  updatedAt: Date | string;
  publishedAt: Date | string | null;
}

/** Views, enquiry counts (the query's counts may come back as text) and the times, as the seller reads them. */
export const rowActivity = (row: ActivityRow, counts: { new: number; total: number }) => ({
  views: row.views,
  enquiries: { new: Number(counts.new), total: Number(counts.total) },
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
  publishedAt: row.publishedAt === null ? null : iso(row.publishedAt),
});

/**
 * A location in a comparable form for "is this edit material": state, city, locality, then the `extra`
 * keys in that order (missing reads as null), then the point.
 */
export function comparablePlace(value: unknown, extra: readonly string[]): unknown[] {
  const place = value as Record<string, unknown>;
  const point = place.coordinates as { latitude: number; longitude: number } | null | undefined;
  return [
    place.state,
    place.city,
    place.locality,
    ...extra.map((key) => place[key] ?? null),
    point ? [point.latitude, point.longitude] : null,
  ];
}
