/**
 * API fuzz of the public endpoints (health, accounts, listing reads, insights, location), as a visitor,
 * with a bad token and with a real session: hostile bodies, query strings, path parameters and headers
 * never get a 5xx or internals, always get `{ success: false, message }` when refused, and a refusal
 * changes no data. See tests/helpers/fuzz-harness.ts.
 */
import { endpointsOf } from '../helpers/fuzz-endpoints';
import { describeFuzz } from '../helpers/fuzz-harness';

describeFuzz('public and accounts', endpointsOf('public'));
