/**
 * The methods an API address answers, read from the endpoint table: a request with another method is told
 * so (405 with `Allow`), not that the address does not exist.
 */
import { API_DOC_PATHS, API_ENDPOINTS } from '../../shared/endpoints/api-endpoints';

const KEYS = [...Object.keys(API_ENDPOINTS), `GET ${API_DOC_PATHS.document}`, `GET ${API_DOC_PATHS.reference}`];

const ROUTES = KEYS.map((key) => {
  const [method = '', path = ''] = key.split(' ');
  const pattern = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { method, pattern: new RegExp(`^${pattern}/?$`) };
});

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The methods `path` answers (GET brings HEAD), in a fixed order; empty for an address that is not one. */
export function allowedMethods(path: string): string[] {
  const methods = new Set(ROUTES.filter((route) => route.pattern.test(path)).map((route) => route.method));
  if (methods.has('GET')) methods.add('HEAD');
  return ORDER.filter((method) => methods.has(method));
}
