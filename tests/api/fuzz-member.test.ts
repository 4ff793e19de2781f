/**
 * API fuzz of what buyers use: enquiries and seller contacts, the contact form, saved searches and their
 * counts, push subscriptions, the shortlist and recently viewed; as a visitor, with a bad token and with a
 * real buyer's session. See tests/helpers/fuzz-harness.ts for the properties checked.
 */
import { endpointsOf } from '../helpers/fuzz-endpoints';
import { describeFuzz } from '../helpers/fuzz-harness';

describeFuzz('buyers', endpointsOf('buyers'));
