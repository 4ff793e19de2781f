/** The Hono environment shared by every route: what middleware puts on the context. */
import type { RequestIdVariables } from 'hono/request-id';
import type { DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { Logger } from './lib/logger';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
}

export interface AppEnv {
  Variables: RequestIdVariables & {
    logger: Logger;
    deps: AppDeps;
  };
}
