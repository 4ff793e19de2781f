/** Structured JSON logs (one object per line) for requests, start-up and errors. */
import { pino } from 'pino';
import type { Env } from '../env';

export type Logger = pino.Logger;

export const createLogger = (env: Pick<Env, 'LOG_LEVEL'>): Logger =>
  pino({ level: env.LOG_LEVEL, base: { service: 'property-creator' }, timestamp: pino.stdTimeFunctions.isoTime });
