/**
 * The accounts' limits that go together: a strict allowance per account (or phone) and address, so a
 * stranger uses up only their own, and a larger ceiling per account from every address (see RATE_LIMIT_RULES).
 */
import type { RateLimitName, RateLimits } from '../../lib/rate-limits';

export type LimitKey = readonly [name: RateLimitName, key: string];

/** The key of `subject` (an e-mail, a phone, an account id) as asked from the address `ip`. */
export const fromAddress = (subject: string, ip: string): string => `${subject}|${ip}`;

/** The texts to `phone` asked from `ip`: that address's allowance, then the phone's ceiling. */
export const textLimits = (flow: 'register' | 'forgotPassword' | 'loginOtp', phone: string, ip: string): LimitKey[] => [
  [`${flow}PerPhoneIp`, fromAddress(phone, ip)],
  [`${flow}PerPhone`, phone],
];

/** Gives back one attempt of each (a request that turned out to send or change nothing). */
export async function refundAll(limits: RateLimits, keys: readonly LimitKey[]): Promise<void> {
  await Promise.all(keys.map(([name, key]) => limits.refund(name, key)));
}

/** Counts one attempt of each in turn; when one refuses, gives back those already counted and throws its 429. */
export async function consumeAll(limits: RateLimits, keys: readonly LimitKey[]): Promise<void> {
  const counted: LimitKey[] = [];
  try {
    for (const [name, key] of keys) {
      await limits.consume(name, key);
      counted.push([name, key]);
    }
  } catch (error) {
    await refundAll(limits, counted);
    throw error;
  }
}
