/**
 * The site's own address for absolute links (canonical links, sitemaps, robots.txt, texts with a link):
 * PUBLIC_ORIGIN, required in production; elsewhere the address the server was told to listen on. Never
 * the request's Host header, which anyone can make up.
 */
import type { Env } from '../env';

/** Any-address binds are reached on this machine as localhost. */
const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]']);

export function publicOrigin(env: Pick<Env, 'PUBLIC_ORIGIN' | 'HOST' | 'PORT'>): string {
  if (env.PUBLIC_ORIGIN) return env.PUBLIC_ORIGIN;
  const host = ANY_ADDRESS.has(env.HOST) ? 'localhost' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  return env.PORT === 80 || env.PORT === 0 ? `http://${host}` : `http://${host}:${env.PORT}`;
}
