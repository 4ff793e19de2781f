/** Request validation that answers 400 with the first problem's message (which names the field). */
import type { z } from 'zod';
import { ApiFailure } from './errors';

export function parseOrFail<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiFailure(400, result.error.issues[0]?.message ?? 'The request is not valid.');
}

const ID = /^[1-9]\d{0,14}$/;

/** A numeric id from the path, or 400. */
export function parseId(value: string | undefined, name = 'id'): number {
  if (value === undefined || !ID.test(value)) throw new ApiFailure(400, `${name} must be a positive whole number`);
  return Number(value);
}
