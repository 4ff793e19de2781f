/** The agent's verification request (contract: src/shared/admin/broker-request-contract.ts). */
import type { BrokerRequestInput } from '../../../../shared/admin/broker-request-contract';
import { apiPath } from '../../../../shared/endpoints/api-path';
import { api } from '../../../lib/api';
import { readToken } from '../../accounts/accounts.storage';

/** The agent's latest request (read with usePersonalApi). */
export const BROKER_REQUEST_PATH = apiPath('GET /api/seller/broker-request');

export const sendBrokerRequest = (body: BrokerRequestInput) =>
  api('POST /api/seller/broker-request', { json: body, token: readToken() });
