/**
 * A tiny seeded PRNG (mulberry32) and the helpers the generator needs. The demo must come out the same
 * for the same seed, so nothing here touches Math.random or the clock.
 */

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** `count` distinct items in random order (fewer when `items` is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
}

/** Mixes numbers and strings into a 32-bit seed (FNV-1a), to derive independent streams from one seed. */
export function mixSeed(...parts: readonly (number | string)[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    const text = `${part}|`;
    for (let i = 0; i < text.length; i++) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return hash >>> 0;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const at = <T>(items: readonly T[], index: number): T => {
    const item = items[index];
    if (item === undefined) throw new Error('random pick from an empty list');
    return item;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => at(items, Math.floor(next() * items.length)),
    weighted: (items, weights) => {
      let total = 0;
      for (const weight of weights) total += weight;
      let roll = next() * total;
      for (let i = 0; i < items.length; i++) {
        roll -= weights[i] ?? 0;
        if (roll < 0) return at(items, i);
      }
      return at(items, items.length - 1);
    },
    sample: (items, count) => {
      const copy = [...items];
      const taken = Math.min(count, copy.length);
      // Partial Fisher-Yates: only the first `taken` places are shuffled.
      for (let i = 0; i < taken; i++) {
        const j = int(i, copy.length - 1);
        [copy[i], copy[j]] = [at(copy, j), at(copy, i)];
      }
      return copy.slice(0, taken);
    },
  };
}
