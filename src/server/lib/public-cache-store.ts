/**
 * Where the public cache (public-cache.ts) keeps its answers: this process's memory, or Redis shared by
 * every process.
 *
 * Dropping answers by what they show (public-scope.ts): one counter, the generation, goes up with every
 * change, and each tag the change touched is stamped with the new value. An answer keeps the generation
 * read before its database reads began, and its tags; it is served only while none of its tags was stamped
 * later. A change committed before an answer's reads began was stamped at most that generation (the stamp
 * follows the commit), so the answer shows it; one committed after was stamped higher, and drops it. The
 * tags of an answer are known only once it is made (a listing's city, say): the generation read first is
 * what makes that safe. Stamps outlive every answer they could drop (twice the TTL), then go.
 */
import type { Redis } from 'ioredis';
import type { Logger } from './logger';
import { EVERY_ANSWER } from './public-scope';

export const PUBLIC_CACHE = {
  /** The longest an answer is kept; every change a route makes drops it sooner (s-maxage says the same to a CDN). */
  ttlSeconds: 30,
  /** Bounds of this process's memory store (no Redis); the oldest answers go first. */
  maxEntries: 5_000,
  maxBytes: 64 * 2 ** 20,
  /** A larger answer is not kept (none of the public reads comes near it). */
  maxAnswerBytes: 2 * 2 ** 20,
  /** Smaller bodies go out uncompressed, as hono/compress does with them. */
  compressFromBytes: 1024,
} as const;

export interface KeptAnswer {
  generation: number;
  /** What the answer shows (public-scope.ts); every answer also carries EVERY_ANSWER. */
  tags: readonly string[];
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array<ArrayBuffer>;
}

interface Lookup {
  /** The generation now: an answer made from here on is kept under it. */
  generation: number;
  answer: KeptAnswer | undefined;
}

interface AnswerStore {
  readonly kind: 'memory' | 'redis';
  /** Undefined when the store cannot be read (Redis down): the request goes to the database. */
  read(key: string): Promise<Lookup | undefined>;
  write(key: string, answer: KeptAnswer): Promise<void>;
  /** Stamps these tags with a new generation: every answer that carries one of them is dropped. */
  bump(tags: readonly string[]): Promise<void>;
}

export interface PublicCache {
  readonly store: 'memory' | 'redis';
  /**
   * Drops the kept answers that show what `tags` name, or every kept answer without tags (in every process
   * when shared). Never throws: a failure is logged, and the TTL still ends what was kept.
   */
  invalidate(tags?: readonly string[]): Promise<void>;
  /** @internal the middleware's access to the store */
  readonly answers: AnswerStore;
  /** @internal answers being made, so that concurrent misses of one key wait for one database read */
  readonly making: Map<string, Promise<void>>;
  readonly logger: Logger;
}

export interface PublicCacheOptions {
  logger: Logger;
  /** Share the answers and the generation through this Redis connection; omit for this process's memory. */
  redis?: Redis | undefined;
  /** Prefix of every Redis key (tests use a unique one per run). */
  keyPrefix?: string;
  ttlSeconds?: number;
  /** The clock of the memory store (tests move it past the TTL). */
  now?: () => number;
}

function memoryStore(ttlMs: number, now: () => number): AnswerStore {
  let generation = 0;
  let bytes = 0;
  const entries = new Map<string, { answer: KeptAnswer; expiresAt: number; size: number }>();
  /** Each tag's stamp and when it was stamped, oldest first. */
  const stamps = new Map<string, { stamp: number; at: number }>();
  const newestStamp = (tags: readonly string[]) =>
    Math.max(stamps.get(EVERY_ANSWER)?.stamp ?? 0, ...tags.map((tag) => stamps.get(tag)?.stamp ?? 0));
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };
  return {
    kind: 'memory',
    async read(key) {
      const entry = entries.get(key);
      if (entry && (entry.expiresAt <= now() || newestStamp(entry.answer.tags) > entry.answer.generation)) remove(key);
      return { generation, answer: entries.get(key)?.answer };
    },
    async write(key, answer) {
      if (newestStamp(answer.tags) > answer.generation) return;
      remove(key);
      const size = answer.body.byteLength + key.length + 256;
      entries.set(key, { answer, expiresAt: now() + ttlMs, size });
      bytes += size;
      // Map order is insertion order: the first key is the oldest.
      while (entries.size > PUBLIC_CACHE.maxEntries || bytes > PUBLIC_CACHE.maxBytes)
        remove(entries.keys().next().value as string);
    },
    async bump(tags) {
      generation += 1;
      const at = now();
      for (const tag of tags) {
        stamps.delete(tag);
        stamps.set(tag, { stamp: generation, at });
      }
      if (tags.includes(EVERY_ANSWER)) {
        entries.clear();
        bytes = 0;
      }
      // A stamp older than any kept answer can drop nothing.
      for (const [tag, { at: stamped }] of stamps) {
        if (stamped > at - 2 * ttlMs) break;
        stamps.delete(tag);
      }
    },
  };
}

/**
 * An answer as one Redis value: its tags on the first line (for the read script), then the length of a JSON
 * head, the head, and the body's bytes.
 */
function encodeAnswer({ generation, tags, status, headers, body }: KeptAnswer): Buffer {
  const line = Buffer.from(`${[EVERY_ANSWER, ...tags].map(encodeURIComponent).join(' ')}\n`);
  const head = Buffer.from(JSON.stringify({ generation, status, headers }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([line, length, head, body]);
}

function decodeAnswer(value: Buffer): KeptAnswer | undefined {
  try {
    const newline = value.indexOf(0x0a);
    const tags = value.subarray(0, newline).toString().split(' ').map(decodeURIComponent);
    const rest = value.subarray(newline + 1);
    const length = rest.readUInt32BE(0);
    const head = JSON.parse(rest.subarray(4, 4 + length).toString()) as Omit<KeptAnswer, 'body' | 'tags'>;
    return {
      ...head,
      tags: tags.filter((tag) => tag !== EVERY_ANSWER),
      body: new Uint8Array(rest.subarray(4 + length)),
    };
  } catch {
    return undefined;
  }
}

/**
 * One round trip for a read: the generation, the answer, and the newest stamp of the answer's tags (read
 * off its first line). Stamp keys are named by the prefix given, outside KEYS: a single Redis, not a cluster.
 */
const READ_SCRIPT = `
local generation = redis.call('GET', KEYS[1]) or '0'
local answer = redis.call('GET', KEYS[2])
if not answer then return {generation, '', '0'} end
local newest = 0
local line = string.sub(answer, 1, (string.find(answer, '\\n', 1, true) or 1) - 1)
for tag in string.gmatch(line, '%S+') do
  local stamp = tonumber(redis.call('GET', ARGV[1] .. tag) or '0')
  if stamp > newest then newest = stamp end
end
return {generation, answer, tostring(newest)}`;

/** A new generation, and each tag (ARGV[3]...) stamped with it for ARGV[2] ms. */
const BUMP_SCRIPT = `
local generation = redis.call('INCR', KEYS[1])
for i = 3, #ARGV do redis.call('SET', ARGV[1] .. ARGV[i], generation, 'PX', ARGV[2]) end
return generation`;

interface ScriptedRedis {
  publicCacheReadBuffer(generationKey: string, answerKey: string, stampPrefix: string): Promise<Buffer[]>;
  publicCacheBump(generationKey: string, stampPrefix: string, stampMs: number, ...tags: string[]): Promise<number>;
}

function scripted(redis: Redis): ScriptedRedis {
  if (!('publicCacheRead' in redis)) {
    redis.defineCommand('publicCacheRead', { numberOfKeys: 2, lua: READ_SCRIPT });
    redis.defineCommand('publicCacheBump', { numberOfKeys: 1, lua: BUMP_SCRIPT });
  }
  return redis as unknown as ScriptedRedis;
}

function redisStore(redis: Redis, prefix: string, ttlMs: number): AnswerStore {
  const generationKey = `${prefix}generation`;
  const stampPrefix = `${prefix}stamp:`;
  const answerKey = (key: string) => `${prefix}answer:${key}`;
  const scripts = scripted(redis);
  // Commands sent while the connection is down would wait in ioredis's queue: the database answers instead.
  const ready = () => redis.status === 'ready';
  return {
    kind: 'redis',
    async read(key) {
      if (!ready()) return undefined;
      const [stamp, value, newest] = await scripts.publicCacheReadBuffer(generationKey, answerKey(key), stampPrefix);
      const generation = Number(stamp?.toString() ?? 0);
      const answer = value?.length ? decodeAnswer(value) : undefined;
      const fresh = answer && Number(newest?.toString() ?? 0) <= answer.generation;
      return { generation, answer: fresh ? answer : undefined };
    },
    async write(key, answer) {
      if (ready()) await redis.set(answerKey(key), encodeAnswer(answer), 'PX', ttlMs);
    },
    async bump(tags) {
      const encoded = tags.map(encodeURIComponent);
      await scripts.publicCacheBump(generationKey, stampPrefix, 2 * ttlMs, ...encoded);
    },
  };
}

export function createPublicCache(options: PublicCacheOptions): PublicCache {
  const ttlMs = (options.ttlSeconds ?? PUBLIC_CACHE.ttlSeconds) * 1000;
  const answers = options.redis
    ? redisStore(options.redis, options.keyPrefix ?? 'pc:public:', ttlMs)
    : memoryStore(ttlMs, options.now ?? Date.now);
  return {
    store: answers.kind,
    answers,
    making: new Map(),
    logger: options.logger,
    async invalidate(tags = [EVERY_ANSWER]) {
      try {
        await answers.bump(tags);
      } catch (err) {
        options.logger.error({ err }, 'dropping the cached public answers failed; they end with their TTL');
      }
    },
  };
}
