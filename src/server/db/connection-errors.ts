/**
 * Tells a lost or refused database connection (PostgreSQL restarting, crashed or unreachable) from a
 * fault in our own code or data: the first is answered 503 with the database message and the request
 * can be retried; the second stays a logged 500. Drizzle wraps driver errors, so the cause chain is
 * read too.
 */

/** SQLSTATE classes and codes that mean "no usable connection", whatever the query was. */
const UNAVAILABLE_SQLSTATE = [
  /^08/, // connection exception
  /^57P0[1-5]$/, // admin or crash shutdown, cannot connect now (starting up), database dropped, idle timeout
  /^53300$/, // too many connections
];

/** Node socket errors when the database's address does not answer. */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool say these in words only (no code). */
const UNAVAILABLE_TEXT = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

const isSqlState = (code: unknown): code is string => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/**
 * True when `error` says the database could not be used. A SQLSTATE only ever comes from the database;
 * socket codes and driver words count only when nothing but Drizzle's query wrapper is above them, so a
 * refused connection to the SMS gateway or Razorpay (wrapped in their own errors) is not taken for one.
 */
function isUnavailableOne(error: Error, driverLevel: boolean): boolean {
  const code = (error as { code?: unknown }).code;
  if (isSqlState(code)) return UNAVAILABLE_SQLSTATE.some((re) => re.test(code));
  if (!driverLevel) return false;
  if (typeof code === 'string' && UNAVAILABLE_ERRNO.has(code)) return true;
  return UNAVAILABLE_TEXT.some((re) => re.test(error.message));
}

/** Drizzle's wrapper around a failed query: what it wraps is the driver's own error. */
const isQueryWrapper = (error: Error) => error.message.startsWith('Failed query: ');

/** True when `error`, or an error it wraps, means the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: { error: unknown; driverLevel: boolean }[] = [{ error, driverLevel: true }];
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next || !(next.error instanceof Error) || seen.has(next.error)) continue;
    const current = next.error;
    seen.add(current);
    if (isUnavailableOne(current, next.driverLevel)) return true;
    const driverLevel = next.driverLevel && isQueryWrapper(current);
    if (current instanceof AggregateError)
      queue.push(...current.errors.map((e: unknown) => ({ error: e, driverLevel: false })));
    queue.push({ error: current.cause, driverLevel });
  }
  return false;
}
