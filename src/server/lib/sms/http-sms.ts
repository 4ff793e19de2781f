/**
 * A real SMS gateway over HTTP: POST `{ to, text, sender }` as JSON with a bearer token. Gateways such as
 * MSG91 sit behind a small adapter that accepts this shape. Anything but a 2xx answer is an error.
 */
import type { SmsSender } from './sms';

export const SMS_HTTP_TIMEOUT_MS = 10_000;

export interface HttpSmsOptions {
  url: string;
  token?: string | undefined;
  sender: string;
  timeoutMs?: number;
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

export function createHttpSms({ url, token, sender, timeoutMs = SMS_HTTP_TIMEOUT_MS }: HttpSmsOptions): SmsSender {
  return {
    async send(to, text) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify({ to, text, sender }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason =
          error instanceof Error && error.name === 'TimeoutError' ? `timed out after ${timeoutMs} ms` : error;
        throw new SmsDeliveryError(`The SMS gateway could not be reached: ${String(reason)}`, { cause: error });
      }
      // Read the body so the connection can be reused; its text helps in the log on failure.
      const body = await res.text().catch(() => '');
      if (!res.ok) throw new SmsDeliveryError(`The SMS gateway answered ${res.status}: ${body.slice(0, 200)}`);
    },
  };
}
