/** The agent's verification request (contract: src/shared/admin/broker-request-contract.ts). */
import type { BrokerRequestInput, BrokerRequestResponse } from '../../../../shared/admin/broker-request-contract';
import { http } from '../../../lib/http';
import type { Answer } from '../../accounts/accounts.api';
import { readToken } from '../../accounts/accounts.storage';

/** The agent's latest request (read with usePersonalApi), and where a new one is sent. */
export const BROKER_REQUEST_PATH = '/api/seller/broker-request';

export const sendBrokerRequest = (body: BrokerRequestInput) =>
  http<Answer<BrokerRequestResponse>>(BROKER_REQUEST_PATH, { method: 'POST', json: body, token: readToken() });
