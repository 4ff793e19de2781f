/**
 * One fuzz case of an endpoint: who calls (anonymous, a bad token, the wrong role or the right actor),
 * path parameters, query string, body and headers, each either valid or hostile. A case records why it
 * must be refused when one of its parts is certainly invalid (no session, wrong role, a path parameter no
 * record has, a body that is not a JSON object or is over 1 MB, a bad idempotency key, no photo).
 */
import fc from 'fast-check';
import { isJsonContentType } from '../../src/server/lib/json-body';
import type { Endpoint, FuzzWorld } from './fuzz-endpoints';
import {
  badIdempotencyKey,
  deepJson,
  hostileAcceptEncoding,
  hostileAuthorization,
  hostileContentType,
  hostileFileName,
  hostileJsonValue,
  hostileMimeType,
  hostileNumber,
  hostileParam,
  hostileQuery,
  hostileShortString,
  hostileString,
  malformedJsonText,
  queryValue,
} from './fuzz-inputs';

export type Identity = 'anonymous' | 'badToken' | 'wrongRole' | 'actor';

export interface FuzzCase {
  identity: Identity;
  authorization?: string;
  params: Record<string, string>;
  query: string;
  /** A JSON text, a form, raw bytes, or nothing. */
  body?: string | FormData | Uint8Array;
  bodyKind: string;
  headers: Record<string, string>;
  /** Why this case must be refused; undefined when it may be valid. */
  refuse?: string;
}

/** Every path into a JSON example (keys and array indexes), the top level's own keys first. */
export function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...prefix, i], ...pathsOf(item, [...prefix, i])]);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
  return [];
}

/**
 * A deep copy of `example` with the value at `path` replaced; steps the example lacks are added (a list
 * before a number step, an object before a name).
 */
export function withValueAt(example: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(example) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  path.slice(0, -1).forEach((step, i) => {
    if (typeof node[step] !== 'object' || node[step] === null) node[step] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[step] as Record<string | number, unknown>;
  });
  node[path.at(-1) ?? ''] = replacement;
  return copy;
}

/** 'location.locality' or 'amenities.0' as steps: ['location', 'locality'], ['amenities', 0]. */
export const stepsOf = (path: string): (string | number)[] =>
  path.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step));

const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');

/** A body for a JSON endpoint, with whether it is certainly refused. */
function jsonBody(example: Record<string, unknown>): fc.Arbitrary<{ text: string; kind: string; refuse: boolean }> {
  const keys = Object.keys(example);
  const key = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('field');
  const leafAt = (path: (string | number)[]) =>
    path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], example);
  // A top-level field of a wrong kind (also what the nested mutations fall back to for an empty example).
  const wrongField = fc.tuple(key, hostileJsonValue).map(([k, v]) => ({
    text: JSON.stringify({ ...example, [k]: v }),
    kind: 'field',
    refuse: false,
  }));
  const valid = fc.constant({ text: JSON.stringify(example), kind: 'valid', refuse: false });
  const paths = pathsOf(example);
  const nestedField =
    paths.length > 0
      ? fc.tuple(fc.constantFrom(...paths), hostileJsonValue).map(([path, v]) => ({
          text: JSON.stringify(withValueAt(example, path, v)),
          kind: `field ${path.join('.')}`,
          refuse: false,
        }))
      : wrongField;
  // Same kind as the example's value, but extreme: reaches past type checks into ranges and the database.
  const leaves = paths.filter((path) => typeof leafAt(path) === 'number' || typeof leafAt(path) === 'string');
  const sameKind =
    leaves.length > 0
      ? fc.constantFrom(...leaves).chain((path) => {
          const value: fc.Arbitrary<unknown> = typeof leafAt(path) === 'number' ? hostileNumber : hostileString;
          return value.map((v) => ({
            text: JSON.stringify(withValueAt(example, path, v)),
            kind: `extreme ${path.join('.')}`,
            refuse: false,
          }));
        })
      : wrongField;
  const extra = fc.tuple(hostileShortString, hostileJsonValue).map(([k, v]) => ({
    // __proto__ and constructor as real keys of the JSON text, not of the object literal.
    text: `${JSON.stringify(example).slice(0, -1)}${keys.length ? ',' : ''}${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'},"__proto__":{"isAdmin":true}}`,
    kind: 'extra',
    refuse: false,
  }));
  const missing = key.map((k) => {
    const { [k]: _, ...rest } = example;
    return { text: JSON.stringify(rest), kind: 'missing', refuse: false };
  });
  const randomObject = fc
    .dictionary(hostileShortString, hostileJsonValue, { maxKeys: 6 })
    .map((object) => ({ text: JSON.stringify(object), kind: 'random', refuse: false }));
  const notObject = malformedJsonText.map((text) => ({ text, kind: 'malformed', refuse: true }));
  const deepField = fc.tuple(key, deepJson).map(([k, deep]) => ({
    text: `${JSON.stringify({ ...example, [k]: 0 }).replace(`${JSON.stringify(k)}:0`, `${JSON.stringify(k)}:${deep}`)}`,
    kind: 'deep',
    refuse: false,
  }));
  // Lone surrogates, NUL and a right-to-left override as JSON escapes, in any text field (nested too).
  const textLeaves = paths.filter((path) => typeof leafAt(path) === 'string');
  const surrogates = (textLeaves.length > 0 ? fc.constantFrom(...textLeaves) : key.map((k) => [k])).map((path) => ({
    text: JSON.stringify(withValueAt(example, path, 'SURROGATE')).replace(
      '"SURROGATE"',
      '"\\ud800x\\udfff\\u0000\\u202e"',
    ),
    kind: `escapes ${path.join('.')}`,
    refuse: false,
  }));
  const tooLarge = key.map((k) => ({
    text: JSON.stringify({ ...example, [k]: 'x'.repeat(1_100_000) }),
    kind: 'tooLarge',
    refuse: true,
  }));
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    { weight: 3, arbitrary: wrongField },
    { weight: 4, arbitrary: nestedField },
    { weight: 4, arbitrary: sameKind },
    { weight: 2, arbitrary: extra },
    { weight: 2, arbitrary: missing },
    { weight: 2, arbitrary: randomObject },
    { weight: 3, arbitrary: notObject },
    { weight: 1, arbitrary: deepField },
    { weight: 2, arbitrary: surrogates },
    { weight: 1, arbitrary: tooLarge },
  );
}

/** A multipart body for the photo upload, with whether it is certainly refused. */
function uploadBody(photo: Uint8Array): fc.Arbitrary<{ body: FormData | string; kind: string; refuse: boolean }> {
  const form = (parts: [string, Uint8Array, string, string][]) => {
    const data = new FormData();
    for (const [field, bytes, name, type] of parts)
      data.append(field, new File([new Uint8Array(bytes)], name, { type }));
    return data;
  };
  const bytes = fc.uint8Array({ minLength: 1, maxLength: 2_000 });
  return fc.oneof(
    fc
      .tuple(hostileFileName, hostileMimeType)
      .map(([name, type]) => ({ body: form([['file', photo, name, type]]), kind: 'photo', refuse: false })),
    fc
      .tuple(bytes, hostileFileName, hostileMimeType)
      .map(([b, name, type]) => ({ body: form([['file', b, name, type]]), kind: 'notImage', refuse: true })),
    fc.tuple(fc.integer({ min: 1, max: photo.length - 1 }), hostileFileName).map(([cut, name]) => ({
      body: form([['file', photo.slice(0, cut), name, 'image/jpeg']]),
      kind: 'truncated',
      refuse: true,
    })),
    hostileFileName.map((name) => ({
      body: form([['file', new Uint8Array(), name, 'image/jpeg']]),
      kind: 'empty',
      refuse: true,
    })),
    fc
      .tuple(
        hostileShortString.filter((f) => f !== 'file'),
        hostileFileName,
      )
      .map(([field, name]) => ({ body: form([[field, photo, name, 'image/jpeg']]), kind: 'field', refuse: true })),
    hostileFileName.map((name) => ({
      body: form([
        ['file', photo, name, 'image/jpeg'],
        ['file', photo, name, 'image/jpeg'],
      ]),
      kind: 'twoFiles',
      refuse: true,
    })),
    malformedJsonText.map((text) => ({ body: text, kind: 'text', refuse: true })),
  );
}

const extraHeaders = fc.record(
  {
    'Content-Type': hostileContentType,
    'Accept-Encoding': hostileAcceptEncoding,
    'X-Forwarded-For': fc.constantFrom('127.0.0.1, 10.0.0.1', 'not-an-ip', '::1', `${'1.'.repeat(2000)}1`),
    Accept: fc.constantFrom('text/html', '*/*;q=NaN', 'application/xml'),
    'If-None-Match': fc.constantFrom('*', 'W/"x"', '"', `"${'a'.repeat(5_000)}"`),
    Range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=99999999999-'),
  },
  { requiredKeys: [] },
);

/** Every kind of case for `endpoint`, valid parts from `world`. */
export function fuzzCase(endpoint: Endpoint, world: FuzzWorld): fc.Arbitrary<FuzzCase> {
  const guarded = endpoint.auth !== 'none';
  const identities: Identity[] = ['anonymous', 'badToken', 'actor', 'actor', 'actor'];
  if (endpoint.auth === 'seller' || endpoint.auth === 'admin') identities.push('wrongRole');
  const validParams = endpoint.params?.(world) ?? {};
  const names = paramNames(endpoint.path);
  const params = fc
    .tuple(
      ...names.map((name) =>
        validParams[name] ? fc.oneof(fc.constant(validParams[name]), hostileParam) : hostileParam,
      ),
    )
    .map((values) => Object.fromEntries(names.map((name, i) => [name, values[i] ?? ''])));
  const example = endpoint.query?.(world) ?? '';
  // The example with one of its own parameters given a hostile value, or repeated with one.
  const pairs = example ? example.split('&') : [];
  const mutated =
    pairs.length > 0
      ? fc.tuple(fc.nat({ max: pairs.length - 1 }), queryValue, fc.boolean()).map(([i, value, repeat]) => {
          const name = (pairs[i] ?? '').split('=')[0];
          return repeat
            ? `${example}&${name}=${value}`
            : pairs.map((pair, j) => (j === i ? `${name}=${value}` : pair)).join('&');
        })
      : hostileQuery;
  const query = fc.oneof(
    fc.constant(example),
    mutated,
    mutated,
    hostileQuery,
    hostileQuery.map((q) => (example ? `${example}&${q}` : q)),
  );
  const withBody = endpoint.method !== 'GET';
  const body: fc.Arbitrary<{ body?: string | FormData | Uint8Array; kind: string; refuse: boolean }> =
    endpoint.multipart
      ? uploadBody(world.jpeg)
      : endpoint.body
        ? jsonBody(endpoint.body(world)).map(({ text, kind, refuse }) => ({ body: text, kind, refuse }))
        : withBody
          ? fc.oneof(
              fc.constant({ kind: 'none', refuse: false }),
              malformedJsonText.map((text) => ({ body: text, kind: 'ignored', refuse: false })),
            )
          : fc.constant({ kind: 'none', refuse: false });

  return fc
    .record({
      identity: fc.constantFrom(...identities),
      badAuthorization: hostileAuthorization,
      params,
      query,
      body,
      headers: extraHeaders,
      idempotencyKey: fc.option(badIdempotencyKey, { freq: 3 }),
    })
    .map(({ identity, badAuthorization, params: p, query: q, body: b, headers, idempotencyKey }) => {
      const all: Record<string, string> = { ...headers };
      // A JSON body goes with its type unless the case sends a hostile one; a form sets its own.
      if (typeof b.body === 'string' && !endpoint.multipart && !('Content-Type' in all))
        all['Content-Type'] = 'application/json';
      if (b.body instanceof FormData) delete all['Content-Type'];
      if (idempotencyKey !== null) all['Idempotency-Key'] = idempotencyKey;
      const reasons = [
        guarded && (identity === 'anonymous' || identity === 'badToken') ? 'no session' : '',
        identity === 'wrongRole' ? 'wrong role' : '',
        // A well-formed id no record has may be fine (removing from a shortlist is idempotent).
        names.some((name) => p[name] !== validParams[name] && !/^[1-9]\d*$/.test(p[name] ?? ''))
          ? 'malformed path parameter'
          : '',
        b.refuse ? `body ${b.kind}` : '',
        // Any body but a photo form must say it is JSON: what a page on another site sends is refused.
        withBody && !endpoint.multipart && 'Content-Type' in all && !isJsonContentType(all['Content-Type'])
          ? 'not JSON'
          : '',
        endpoint.multipart && typeof b.body === 'string' ? 'no form' : '',
        endpoint.idempotent && idempotencyKey !== null ? 'bad idempotency key' : '',
      ].filter(Boolean);
      const kase: FuzzCase = {
        identity,
        authorization: identity === 'badToken' ? badAuthorization : undefined,
        params: p,
        query: q,
        body: withBody ? b.body : undefined,
        bodyKind: b.kind,
        headers: all,
        refuse: reasons.length > 0 ? reasons.join(', ') : undefined,
      };
      return Object.assign(kase, { [fc.toStringMethod]: () => describeCase(kase) });
    });
}

const clip = (value: unknown, max = 160) => {
  const text = typeof value === 'string' ? value : value instanceof FormData ? '(form)' : String(value);
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);
};

/** A failing case as a reader wants it: long values cut short. */
export function describeCase(kase: FuzzCase): string {
  const headers = Object.entries(kase.headers).map(([name, value]) => `${name}: ${clip(value)}`);
  return [
    `identity ${kase.identity}${kase.authorization === undefined ? '' : ` (Authorization ${clip(kase.authorization)})`}`,
    `params ${clip(JSON.stringify(kase.params))}`,
    `query ${clip(kase.query)}`,
    `body ${kase.bodyKind} ${kase.body === undefined ? '' : clip(kase.body, 2_000)}`,
    `headers { ${headers.join('; ')} }`,
    `must refuse: ${kase.refuse ?? 'no'}`,
  ].join(', ');
}
