/**
 * API fuzz of the admin area: moderation, listings tables, people, verification, plans, quota and
 * payments; as a visitor, with a bad token, as a buyer (the wrong role) and as a real admin. See
 * tests/helpers/fuzz-harness.ts for the properties checked.
 */
import { endpointsOf } from '../helpers/fuzz-endpoints';
import { describeFuzz } from '../helpers/fuzz-harness';

describeFuzz('admins', endpointsOf('admins'));
