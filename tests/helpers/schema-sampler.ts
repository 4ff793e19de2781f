/**
 * Draws values a JSON Schema allows, from a seed: the subset the OpenAPI document's request schemas use
 * (type, enum, const, minimum/maximum, minLength/maxLength, simple patterns, formats date, date-time, email
 * and uri, required, anyOf/oneOf/allOf, items, minItems/maxItems, and `not: {}` for a field that must be
 * left out). A general generator (json-schema-faker) would do as much and more; this one draws numbers at
 * the bounds on purpose (where documents and servers most often disagree), adds no dependency, and is
 * small enough to read.
 *
 * Text is words of letters with single spaces and no space at either end: text a person could type. A
 * value the sampler cannot draw (a pattern beyond its reach) is taken from `fallback`, the operation's own
 * example, so a case never sends what the document refuses.
 */

export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  not?: Schema;
};

/** mulberry32: a small, well-spread generator, so a seed draws the same cases on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed of a name's own: adding an operation does not change the cases of the others. */
export const seedOf = (seed: number, name: string) =>
  (seed ^ [...name].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, 7)) | 0;

/** Thrown for a value the sampler cannot draw and the example does not give. */
class CannotDraw extends Error {}

const WORDS = ['asha', 'flat', 'near', 'market', 'bhopal', 'quiet', 'road', 'green', 'park', 'indore', 'lake', 'east'];
const DIGITS = '0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const WORD_CHARS = `${LOWER}${LOWER.toUpperCase()}${DIGITS}_`;

export function sampler(random: () => number) {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)] as T;

  function words(minLength: number, maxLength: number): string {
    const target = int(minLength, Math.min(maxLength, minLength + 40));
    let text = pick(WORDS);
    while (text.length < target) text += ` ${pick(WORDS)}`;
    text = text.slice(0, Math.max(target, 1)).trimEnd();
    while (text.length < minLength) text += pick([...LOWER]);
    return text;
  }

  /** The bounds of a number schema, kept near zero when open (an id past 2^31 proves nothing). */
  function numberIn(schema: Schema, integer: boolean): number {
    const step = integer ? 1 : 0.01;
    const low =
      schema.exclusiveMinimum !== undefined
        ? schema.exclusiveMinimum + step
        : (schema.minimum ?? (integer ? 0 : -1000));
    const high =
      schema.exclusiveMaximum !== undefined
        ? schema.exclusiveMaximum - step
        : (schema.maximum ?? Math.max(low, 0) + 1000);
    // At either bound now and then: that is where a document and a server most often disagree.
    const choice = random();
    const value = choice < 0.2 ? low : choice < 0.4 ? high : low + random() * (high - low);
    return integer ? Math.round(value) : Math.round(value * 100) / 100;
  }

  function date(): string {
    const year = int(2000, 2035);
    const month = int(1, 12);
    const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return `${year}-${String(month).padStart(2, '0')}-${String(int(1, days)).padStart(2, '0')}`;
  }

  function formatted(format: string): string | undefined {
    if (format === 'date') return date();
    if (format === 'date-time') {
      const zone = pick(['Z', '+05:30', '-04:00']);
      return `${date()}T${String(int(0, 23)).padStart(2, '0')}:${String(int(0, 59)).padStart(2, '0')}:00${zone}`;
    }
    if (format === 'email') return `${pick(WORDS)}.${int(1, 9999)}@example.test`;
    if (format === 'uri') return `https://push.example.test/${pick(WORDS)}/${int(1, 99999)}`;
    return undefined;
  }

  /** A string a simple regular expression matches: classes, \d \w, groups, alternation, quantifiers. */
  function fromPattern(pattern: string): string {
    let at = 0;
    const peek = () => pattern[at];
    function alternation(): string {
      const branches: (() => string)[] = [sequence()];
      while (peek() === '|') {
        at += 1;
        branches.push(sequence());
      }
      return pick(branches)();
    }
    // A sequence is parsed once, into a drawer: alternation picks a branch, each drawn afresh.
    function sequence(): () => string {
      const parts: (() => string)[] = [];
      while (at < pattern.length && peek() !== '|' && peek() !== ')') {
        const atom = atomAt();
        const [min, max] = quantifier();
        parts.push(() => {
          let out = '';
          for (let n = int(min, max); n > 0; n -= 1) out += atom();
          return out;
        });
      }
      return () => parts.map((part) => part()).join('');
    }
    function quantifier(): [number, number] {
      const ch = peek();
      const simple: Record<string, [number, number]> = { '?': [0, 1], '*': [0, 3], '+': [1, 4] };
      if (ch !== undefined && simple[ch]) {
        at += 1;
        return simple[ch];
      }
      if (ch === '{') {
        const close = pattern.indexOf('}', at);
        const [low, high] = pattern.slice(at + 1, close).split(',');
        at = close + 1;
        const min = Number(low);
        return [min, high === undefined ? min : high === '' ? min + 3 : Number(high)];
      }
      return [1, 1];
    }
    function atomAt(): () => string {
      const ch = pattern[at++] as string;
      if (ch === '^' || ch === '$') return () => '';
      if (ch === '(') {
        if (pattern.startsWith('?:', at)) at += 2;
        else if (pattern[at] === '?') throw new CannotDraw(`a look-around in ${pattern}`);
        const start = at;
        // Parse the group once to find its end, then draw it afresh each time.
        alternation();
        const body = pattern.slice(start, at);
        at += 1;
        return () => fromPattern(body);
      }
      if (ch === '[') {
        const close = pattern.indexOf(']', at + 1);
        const chars = classChars(pattern.slice(at, close));
        at = close + 1;
        return () => pick(chars);
      }
      if (ch === '\\') {
        const escaped = pattern[at++] as string;
        if (escaped === 'd') return () => pick([...DIGITS]);
        if (escaped === 'w') return () => pick([...WORD_CHARS]);
        if (/[sSDWbB]/.test(escaped)) throw new CannotDraw(`\\${escaped} in ${pattern}`);
        return () => escaped;
      }
      if (ch === '.') return () => pick([...LOWER]);
      return () => ch;
    }
    function classChars(body: string): string[] {
      if (body.startsWith('^')) throw new CannotDraw(`a negated class in ${pattern}`);
      const chars: string[] = [];
      for (let i = 0; i < body.length; i += 1) {
        let ch = body[i] as string;
        if (ch === '\\') {
          const escaped = body[++i] as string;
          if (escaped === 'd') chars.push(...DIGITS);
          else if (escaped === 'w') chars.push(...WORD_CHARS);
          else chars.push(escaped);
          continue;
        }
        if (body[i + 1] === '-' && i + 2 < body.length) {
          const end = body[i + 2] as string;
          for (let code = ch.charCodeAt(0); code <= end.charCodeAt(0); code += 1) chars.push(String.fromCharCode(code));
          i += 2;
          continue;
        }
        ch = body[i] as string;
        chars.push(ch);
      }
      return chars;
    }
    return alternation();
  }

  function string(schema: Schema, patterns: string[], fallback: unknown): string {
    const fits = (value: string) =>
      value.length >= (schema.minLength ?? 0) &&
      value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
      patterns.every((p) => new RegExp(p, 'u').test(value));
    const fromFormat = schema.format ? formatted(schema.format) : undefined;
    if (fromFormat !== undefined && fits(fromFormat)) return fromFormat;
    if (patterns.length === 0) return words(schema.minLength ?? 0, schema.maxLength ?? 80);
    for (let tries = 0; tries < 20; tries += 1) {
      try {
        const drawn = fromPattern(patterns[tries % patterns.length] as string);
        if (fits(drawn)) return drawn;
      } catch (error) {
        if (!(error instanceof CannotDraw)) throw error;
        break;
      }
    }
    if (typeof fallback === 'string' && fits(fallback)) return fallback;
    throw new CannotDraw(`no value for ${patterns.join(' and ')}`);
  }

  /** A value `schema` allows; `fallback` is the example's value at the same place, if any. */
  function draw(schema: Schema, fallback?: unknown): unknown {
    if (schema.$ref) throw new CannotDraw(`a reference (${schema.$ref})`);
    if ('const' in schema) return schema.const;
    if (schema.enum) return pick(schema.enum);
    const choices = schema.anyOf ?? schema.oneOf;
    if (choices) {
      const { anyOf: _a, oneOf: _o, ...rest } = schema;
      return draw({ ...rest, ...pick(choices) }, fallback);
    }
    const patterns = [
      ...(schema.pattern ? [schema.pattern] : []),
      ...(schema.allOf ?? []).flatMap((part) => (part.pattern ? [part.pattern] : [])),
    ];
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    // No type at all (`{}`): anything goes, and text is what a caller would most likely send.
    const type = types.length === 0 ? (schema.properties ? 'object' : 'string') : pick(types);
    switch (type) {
      case 'null':
        return null;
      case 'boolean':
        return random() < 0.5;
      case 'integer':
        return numberIn(schema, true);
      case 'number':
        return numberIn(schema, false);
      case 'string':
        return string(schema, patterns, fallback);
      case 'array': {
        const min = schema.minItems ?? 0;
        const length = int(min, Math.min(schema.maxItems ?? min + 3, min + 3));
        const examples = Array.isArray(fallback) ? fallback : [];
        return Array.from({ length }, (_, i) => draw(schema.items ?? {}, examples[i % Math.max(examples.length, 1)]));
      }
      case 'object': {
        const out: Record<string, unknown> = {};
        const given = (fallback && typeof fallback === 'object' ? fallback : {}) as Record<string, unknown>;
        const required = new Set(schema.required ?? []);
        for (const [name, property] of Object.entries(schema.properties ?? {})) {
          // `not: {}` allows no value: the field must be left out.
          if (property.not && Object.keys(property.not).length === 0) continue;
          if (required.has(name) || random() < 0.6) out[name] = draw(property, given[name]);
        }
        return out;
      }
      default:
        throw new CannotDraw(`type ${type}`);
    }
  }

  return { draw, random, int };
}
