/**
 * Where the public cache (public-cache.ts) keeps its answers: this process's memory, or Redis shared by
 * every process, each with the generation that drops them all at once.
 */
import type { Redis } from 'ioredis';
import type { Logger } from './logger';

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
  bump(): Promise<void>;
}

export interface PublicCache {
  readonly store: 'memory' | 'redis';
  /**
   * Drops every kept answer (in every process when shared). Never throws: a failure is logged, and the TTL
   * still ends what was kept.
   */
  invalidate(): Promise<void>;
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
      if (entry && (entry.expiresAt <= now() || entry.answer.generation !== generation)) remove(key);
      return { generation, answer: entries.get(key)?.answer };
    },
    async write(key, answer) {
      if (answer.generation !== generation) return;
      remove(key);
      const size = answer.body.byteLength + key.length + 256;
      entries.set(key, { answer, expiresAt: now() + ttlMs, size });
      bytes += size;
      // Map order is insertion order: the first key is the oldest.
      while (entries.size > PUBLIC_CACHE.maxEntries || bytes > PUBLIC_CACHE.maxBytes)
        remove(entries.keys().next().value as string);
    },
    async bump() {
      generation += 1;
      entries.clear();
      bytes = 0;
    },
  };
}

/** An answer as one Redis value: the length of a JSON head, the head, then the body's bytes. */
function encodeAnswer({ generation, status, headers, body }: KeptAnswer): Buffer {
  const head = Buffer.from(JSON.stringify({ generation, status, headers }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, body]);
}

function decodeAnswer(value: Buffer): KeptAnswer | undefined {
  try {
    const length = value.readUInt32BE(0);
    const head = JSON.parse(value.subarray(4, 4 + length).toString()) as Omit<KeptAnswer, 'body'>;
    return { ...head, body: new Uint8Array(value.subarray(4 + length)) };
  } catch {
    return undefined;
  }
}

function redisStore(redis: Redis, prefix: string, ttlMs: number): AnswerStore {
  const generationKey = `${prefix}generation`;
  const answerKey = (key: string) => `${prefix}answer:${key}`;
  // Commands sent while the connection is down would wait in ioredis's queue: the database answers instead.
  const ready = () => redis.status === 'ready';
  return {
    kind: 'redis',
    async read(key) {
      if (!ready()) return undefined;
      // One round trip: the generation and the answer, compared here.
      const [stamp, value] = await redis.mgetBuffer(generationKey, answerKey(key));
      const generation = stamp ? Number(stamp.toString()) : 0;
      const answer = value ? decodeAnswer(value) : undefined;
      return { generation, answer: answer?.generation === generation ? answer : undefined };
    },
    async write(key, answer) {
      if (ready()) await redis.set(answerKey(key), encodeAnswer(answer), 'PX', ttlMs);
    },
    async bump() {
      await redis.incr(generationKey);
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
    async invalidate() {
      try {
        await answers.bump();
      } catch (err) {
        options.logger.error({ err }, 'dropping the cached public answers failed; they end with their TTL');
      }
    },
  };
}
