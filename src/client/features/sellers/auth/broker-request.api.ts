/** The agent's verification request (contract: src/shared/admin/broker-request-contract.ts). */
import type { BrokerRequestInput } from '../../../../shared/admin/broker-request-contract';
import { api } from '../../../lib/api';
import { apiRead } from '../../../lib/api-read';
import { readToken } from '../../accounts/accounts.storage';

/** The agent's latest request (read with usePersonalApi). */
export const brokerRequestRead = apiRead('GET /api/seller/broker-request');

export const sendBrokerRequest = (body: BrokerRequestInput) =>
  api('POST /api/seller/broker-request', { json: body, token: readToken() });
