/**
 * Hostile inputs for the API fuzz (fast-check arbitraries): strings that break naive code (SQL, HTML,
 * control characters, NUL, right-to-left marks, emoji, lone surrogates, 100 kB+), wrong JSON types, JSON
 * nested 1,000+ deep, malformed JSON text, hostile path parameters, query strings, headers and file names.
 */
import fc from 'fast-check';

export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "'); DELETE FROM properties; --",
  '1 UNION SELECT password_hash FROM users',
  "\\'; select pg_sleep(5); --",
  '%',
  '_',
  '\\',
  '$$; truncate sessions; $$',
  '::text',
  "E'\\x00'",
];

export const HTML_FRAGMENTS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '<!--',
  ']]>',
  '{{constructor.constructor("alert(1)")()}}',
  // A template-injection probe, as text.
  '$' + '{7*7}',
];

export const UNICODE_FRAGMENTS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0007\u001b[31m',
  '\r\n\t\v\f',
  '\u202e\u0645\u0631\u062d\u0628\u0627\u202c',
  '\u200f\u05e9\u05dc\u05d5\u05dd',
  '🏠🔑💥👨‍👩‍👧‍👦',
  '\ufeff',
  '\u2028\u2029',
  'ﬀ\u0301\u0301\u0301',
  '\ud800',
  '\udfff',
  'नमस्ते भोपाल',
  '\uffff\ufffe',
];

/** Dates a parser may take but a database cannot hold, or that do not exist. */
export const DATE_FRAGMENTS = [
  '2026-02-30',
  '2026-13-01',
  '0000-01-01',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '1970-01-01T00:00:00+99:99',
  '2026-06-01T25:61:00Z',
  '20260601',
];

export const TRAVERSAL = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  'photo.jpg\u0000.html',
  '....//....//etc/passwd',
  '%2e%2e%2f',
  '.htaccess',
  'a'.repeat(300),
];

const fragment = fc.constantFrom(
  ...SQL_FRAGMENTS,
  ...HTML_FRAGMENTS,
  ...UNICODE_FRAGMENTS,
  ...TRAVERSAL,
  ...DATE_FRAGMENTS,
);

/** A string up to a few hundred characters made of hostile fragments and any UTF-16 code units. */
export const hostileShortString = fc.oneof(
  fragment,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\u0008', '\u001f', '\u007f', '\ud83d', '\ude00', 'a', ' '),
    maxLength: 20,
  }),
  fc.array(fragment, { minLength: 1, maxLength: 5 }).map((parts) => parts.join(' ')),
);

/** Strings of 100 to 300 kB (under the 1 MB body limit). */
export const hugeString = fc
  .tuple(fc.integer({ min: 100_000, max: 300_000 }), fragment)
  .map(([length, unit]) => unit.repeat(Math.ceil(length / Math.max(1, unit.length))).slice(0, length));

export const hostileString = fc.oneof(
  { weight: 6, arbitrary: hostileShortString },
  { weight: 1, arbitrary: hugeString },
);

export const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, 2 ** 63, 0.5, 1e-300),
  fc.double(),
  fc.integer(),
);

/** Any JSON value of a wrong kind: numbers, booleans, null, arrays, objects with odd keys. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom({}, [], [null], { __proto__: { admin: true } }, { constructor: { prototype: {} } }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileShortString, { maxLength: 5 }),
);

/** A JSON text nested `depth` deep: arrays or objects. */
export const deepJsonText = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

export const deepJson = fc
  .tuple(fc.integer({ min: 1_000, max: 5_000 }), fc.constantFrom('array' as const, 'object' as const))
  .map(([depth, kind]) => deepJsonText(depth, kind));

/** Texts that are not JSON, or are JSON but not an object. */
export const malformedJsonText = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    "{'a': 1}",
    '{"a": 1,}',
    '{"a": NaN}',
    '{"a": undefined}',
    '\ufeff{}',
    'null',
    'true',
    '42',
    '"a string"',
    '[]',
    '[{}]',
    '{"a":"\\ud800"',
    '{"a":1}{"b":2}',
    '<xml/>',
    'a=1&b=2',
  ),
  fc.string({ maxLength: 50 }).filter((text) => {
    try {
      const value = JSON.parse(text);
      return typeof value !== 'object' || value === null || Array.isArray(value);
    } catch {
      return true;
    }
  }),
  deepJson.map((text) => (text.startsWith('[') ? text : `[${text}]`)),
);

/** Path parameters no record has: zero, negative, too big, not numbers, injections, unicode (as sent in a URL). */
export const HOSTILE_PARAMS = [
  '0',
  '-1',
  '99999999999999999999',
  '1;drop%20table%20users',
  '1e3',
  '0x10',
  '1.5',
  'NaN',
  'null',
  'undefined',
  '%00',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%F0%9F%8F%A0',
  '%E0%A4%A8',
  '%D8%00',
  '%',
  '%201',
  '1%20',
  '1%09',
  '999999999',
  '2147483648',
  'a'.repeat(500),
  '%3Cscript%3E',
  "'%20OR%201=1",
];
export const hostileParam = fc.constantFrom(...HOSTILE_PARAMS);

const QUERY_VALUES = [
  '',
  'NaN',
  '-1',
  '0',
  '1e309',
  '-1e309',
  'Infinity',
  '99999999999999999999999',
  '1.5',
  '0x1f',
  'true',
  'null',
  '[]',
  '{}',
  '%00',
  '%ZZ',
  '%F0%9F%8F%A0',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%20OR%20'1'%3D'1",
  '2026-13-45',
  ...DATE_FRAGMENTS.map((date) => date.replace('+', '%2B')),
];

/** Percent-encodes every byte of the string's UTF-8 but unreserved ones (lone surrogates become U+FFFD). */
const percent = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

const queryKey = fc.oneof(
  fc.constantFrom(
    'city',
    'page',
    'limit',
    'q',
    'lat',
    'lon',
    'status',
    'pageSize',
    'minPrice',
    'sort',
    'id',
    '__proto__',
  ),
  fc.constantFrom('city[]', 'page[0]', 'a[b][c]', '', '%00', 'constructor'),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 10 }).map(percent),
);
export const queryValue = fc.oneof(
  fc.constantFrom(...QUERY_VALUES),
  hostileShortString.map(percent),
  fc.integer().map(String),
  fc.double().map(String),
);

/** `a=1&a=2&b[]=..`: repeated keys, arrays, odd numbers; already percent-encoded. */
export const hostileQuery = fc.oneof(
  fc
    .array(fc.tuple(queryKey, queryValue), { minLength: 1, maxLength: 8 })
    .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&')),
  fc.constantFrom('&&&', '=', '==&=', '?', 'a', `q=${'x'.repeat(5_000)}`, 'page=1&page=2&page=-3'),
);

/** Header values a client can send (Latin-1 without CR, LF or NUL). */
const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 60,
});

export const hostileContentType = fc.oneof(
  fc.constantFrom(
    'text/plain',
    'application/xml',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'application/json; charset=utf-16',
    'application/json; charset=ebcdic',
    'application/json; boundary=xyz',
    '*/*',
    '',
  ),
  headerText,
);

export const hostileAuthorization = fc.oneof(
  fc.constantFrom('Bearer', 'Bearer ', 'Bearer null', 'Basic YWRtaW46YWRtaW4=', 'bearer x', 'Bearer \u00ff\u00fe'),
  fc.integer({ min: 1_000, max: 100_000 }).map((length) => `Bearer ${'A'.repeat(length)}`),
  headerText.map((text) => `Bearer ${text}`),
  headerText,
);

/** Keys the idempotency rule refuses: too long, with spaces, or Latin-1 beyond ASCII. */
export const badIdempotencyKey = fc.oneof(
  fc.constantFrom('', ' ', 'has space', 'tab\there', '\u00e9t\u00e9', 'x'.repeat(101), 'k'.repeat(5_000)),
  headerText.filter((text) => !/^[\x21-\x7e]{1,100}$/.test(text)),
);

export const hostileAcceptEncoding = fc.oneof(
  fc.constantFrom('gzip;q=NaN', 'br, *, identity;q=0', 'x-unknown', '*;q=-1', 'gzip, deflate, br, zstd', ''),
  headerText,
  fc.constant(`gzip;q=${'9'.repeat(4_000)}`),
);

/** A hostile file name for a multipart upload. */
export const hostileFileName = fc.oneof(fc.constantFrom(...TRAVERSAL), hostileShortString);

export const hostileMimeType = fc.constantFrom(
  'image/jpeg',
  'text/html',
  'image/svg+xml',
  'application/x-msdownload',
  'application/octet-stream',
  '',
);

/**
 * LIKE pattern characters (backslash, percent, underscore), alone, doubled, escaped and inside words: a
 * search must read them as the characters they are, never as wildcards or a broken escape.
 */
export const LIKE_FRAGMENTS = ['\\', '%', '_', '%%', '\\%', '_%', '\\\\', '%_%', '\\_', '%\\'];

/** Made only of LIKE pattern characters: as literal text it matches no place or name in the fuzz world. */
export const WILDCARDS_ONLY = ['%', '_', '%%', '__', '\\', '\\%', '_%', '%_%', '\\\\', '\\_'];

export const likeText = fc.oneof(
  fc.constantFrom(...LIKE_FRAGMENTS, 'Bho%pal', 'Arera_Colony', '100%', 'Kolar\\Road', '%Bhopal%', '_hopal', 'E-7\\'),
  fc
    .array(fc.constantFrom(...LIKE_FRAGMENTS, 'Bhopal', 'Arera', 'a', ' ', 'E-7', 'भोपाल'), {
      minLength: 1,
      maxLength: 6,
    })
    .map((parts) => parts.join('')),
);

/** Characters that change the direction of text (see src/shared/plain-text.ts). */
export const DIRECTION_CHARACTERS = [
  '\u061c',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

/** Characters that show nothing (Unicode's default-ignorable code points, some of each kind). */
export const INVISIBLE_CHARACTERS = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\u2061',
  '\u2062',
  '\u2063',
  '\u2064',
  '\ufeff',
  '\u00ad',
  '\u180e',
  '\u115f',
  '\u1160',
  '\u3164',
  '\uffa0',
  '\ufe00',
  '\ufe0f',
  '\u{e0100}',
  '\u{e01ef}',
  '\u{e0001}',
  '\u{e0041}',
  '\u{e007f}',
  '\u034f',
  '\u17b4',
  '\u2800',
];

/** Not empty, yet nothing shows: invisible characters, with spaces between them at most. */
export const invisibleOnlyText = fc
  .array(fc.constantFrom(...INVISIBLE_CHARACTERS, ...INVISIBLE_CHARACTERS, ' ', '\u00a0', '\u3000'), {
    minLength: 1,
    maxLength: 14,
  })
  .map((parts) => parts.join(''))
  .filter((text) => text.trim() !== '');

/** Real text with a direction-changing character put anywhere in it (between code points). */
export const directionChangingText = fc
  .tuple(
    fc.constantFrom('niamda', 'Asha Verma', '2 BHK flat near the lake', 'क्\u200dष नगर', 'کرائے کے لیے', 'Lift'),
    fc.nat(),
    fc.array(fc.constantFrom(...DIRECTION_CHARACTERS), { minLength: 1, maxLength: 3 }),
  )
  .map(([word, at, marks]) => {
    const points = [...word];
    const cut = at % (points.length + 1);
    return [...points.slice(0, cut), ...marks, ...points.slice(cut)].join('');
  });

/** Private and loopback IPv4 addresses: the ranges a push endpoint must never lead to. */
const PRIVATE_V4: [number, number, number][] = [
  // first octet, second octet from, second octet to
  [127, 0, 255],
  [10, 0, 255],
  [172, 16, 31],
  [192, 168, 168],
  [169, 254, 254],
  [100, 64, 127],
  [0, 0, 255],
];

const privateV4 = fc
  .tuple(fc.constantFrom(...PRIVATE_V4), fc.nat(), fc.nat({ max: 255 }), fc.integer({ min: 1, max: 254 }))
  .map(([[first, from, to], second, third, fourth]) => [first, from + (second % (to - from + 1)), third, fourth]);

const hex16 = (high: number, low: number) => ((high << 8) | low).toString(16);

/**
 * A private IPv4 address in one of the spellings a URL may carry: dotted, as one number (decimal or hex),
 * IPv4-mapped IPv6 (dotted, hex, written out in full) and NAT64 (64:ff9b::/96).
 */
export const privateHost = fc
  .tuple(
    privateV4,
    fc.constantFrom('dotted', 'decimal', 'hex', 'mapped', 'mappedHex', 'mappedFull', 'nat64', 'nat64Hex'),
  )
  .map(([[a = 0, b = 0, c = 0, d = 0], form]) => {
    const dotted = `${a}.${b}.${c}.${d}`;
    const number = ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
    switch (form) {
      case 'dotted':
        return dotted;
      case 'decimal':
        return String(number);
      case 'hex':
        return `0x${number.toString(16)}`;
      case 'mapped':
        return `[::ffff:${dotted}]`;
      case 'mappedHex':
        return `[::ffff:${hex16(a, b)}:${hex16(c, d)}]`;
      case 'mappedFull':
        return `[0:0:0:0:0:ffff:${dotted}]`;
      case 'nat64':
        return `[64:ff9b::${dotted}]`;
      default:
        return `[64:ff9b::${hex16(a, b)}:${hex16(c, d)}]`;
    }
  });

/**
 * Private addresses in the disguises a check of dotted IPv4 alone lets through (IPv4 inside IPv6, NAT64, the
 * shared range, short and octal IPv4, localhost), and IPv6's own loopback, unspecified, link-local and
 * unique-local addresses.
 */
export const PRIVATE_PUSH_ENDPOINTS = [
  'https://[::ffff:127.0.0.1]:8443/x',
  'https://[::ffff:a9fe:a9fe]/',
  'https://[0:0:0:0:0:ffff:10.0.0.5]/x',
  'https://[64:ff9b::7f00:1]/x',
  'https://100.64.0.1/x',
  'https://[::1]/x',
  'https://[::]/x',
  'https://[fe80::1]/x',
  'https://[fd12:3456::1]/x',
  'https://localhost/x',
  'https://127.1/x',
  'https://0177.0.0.1/x',
];

/** A push endpoint URL on a private address, with or without a port and a path. */
export const privatePushEndpoint = fc
  .tuple(privateHost, fc.constantFrom('', ':443', ':8443'), fc.constantFrom('/', '/x', '/fcm/send/abc'))
  .map(([host, port, path]) => `https://${host}${port}${path}`);
