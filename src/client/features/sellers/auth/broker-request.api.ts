/** The agent's verification request (contract: src/shared/admin/broker-request-contract.ts). */
import type { BrokerRequestInput, BrokerRequestResponse } from '../../../../shared/admin/broker-request-contract';
import { http } from '../../../lib/http';
import type { Answer } from '../../accounts/accounts.api';
import { readToken } from '../../accounts/accounts.storage';

export const brokerRequestRequest = () =>
  http<Answer<BrokerRequestResponse>>('/api/seller/broker-request', { token: readToken() });

export const sendBrokerRequest = (body: BrokerRequestInput) =>
  http<Answer<BrokerRequestResponse>>('/api/seller/broker-request', { method: 'POST', json: body, token: readToken() });
