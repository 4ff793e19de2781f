/**
 * API fuzz of the seller area: becoming a seller, the profile, listings, projects, photo uploads (hostile
 * file names and bytes), the enquiry inbox, verification requests, plans, payments and Razorpay's webhook;
 * as a visitor, with a bad token, as a buyer (the wrong role) and as a real builder or agent. See
 * tests/helpers/fuzz-harness.ts for the properties checked.
 */
import { endpointsOf } from '../helpers/fuzz-endpoints';
import { describeFuzz } from '../helpers/fuzz-harness';

describeFuzz('sellers', endpointsOf('sellers'));
