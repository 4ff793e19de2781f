/**
 * "Is it still available?" reminders. A reminder is claimed before it is sent: one short statement sets
 * `reminder_claimed_until` (REMINDER_CLAIM_MS ahead) on the due rows it can lock (`FOR UPDATE SKIP
 * LOCKED`, re-checking that none is reminded or claimed), and commits; only then are the text messages and
 * pushes sent, with no transaction open while the network is called, and each listing is marked
 * `reminded_at` in its own statement once its messages went. Two runs at once claim disjoint rows, so no
 * seller is reminded twice. A process killed mid-send leaves its unsent claims to expire and a later run
 * sends them; a run asked to stop gives its unsent claims back at once. A message that fails (the SMS
 * gateway or a push service refusing) is logged and not retried: a duplicate reminder costs the seller
 * more than a missed one, and the dashboard shows the listing as due either way.
 */

import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import webPush, { WebPushError } from 'web-push';
import type { SavedSearchPush } from '../../../shared/alerts/saved-search-constants';
import { formatDate } from '../../../shared/date-format';
import { FRESHNESS_MESSAGES, lapsesAt, STILL_AVAILABLE_ID } from '../../../shared/listings/freshness';
import type { TransactionType } from '../../../shared/listings/vocabulary';
import { PATHS } from '../../../shared/routes';
import type { AppDeps } from '../../app-env';
import { publicOrigin } from '../../lib/public-origin';
import { oneSegment } from '../../lib/sms/one-segment';
import { users } from '../accounts/accounts.schema';
import { pushSubscriptions } from '../alerts/alerts.schema';
import { pushAgent, pushNetwork } from '../alerts/push-agent';
import { vapidConfig } from '../alerts/push-config';
import { dueForReminder } from './freshness-conditions';
import { properties } from './listings.schema';
import { sellerIsActive } from './public-visibility';

/** Reminders claimed per statement (a run claims batches until none is left). */
export const REMINDER_BATCH = 200;
/** A reminder is worth delivering for a day; the dashboard shows the listing as due after that. */
const REMINDER_TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
/** How long a run holds the reminders it claimed: well past a batch's sends. */
export const REMINDER_CLAIM_MS = 30 * 60_000;

/** Where a reminder leads: the seller's dashboard, at its "Still available?" panel. */
export const REMINDER_PATH = `${PATHS.sellerDashboard}#${STILL_AVAILABLE_ID}`;

export interface ClaimedReminder {
  id: number;
  title: string;
  transactionType: TransactionType;
  confirmedAt: Date | string;
  sellerId: number;
}

export type ReminderDeps = Pick<AppDeps, 'database' | 'env' | 'logger' | 'sms' | 'pushNetwork'>;

/** Claims up to `limit` due listings at `now` and answers them (committed when it returns). */
export async function claimReminders(deps: Pick<AppDeps, 'database'>, now: Date, limit = REMINDER_BATCH) {
  const { db } = deps.database;
  const unclaimed = or(isNull(properties.reminderClaimedUntil), lte(properties.reminderClaimedUntil, now));
  const due = and(dueForReminder(now), isNull(properties.remindedAt), unclaimed, sellerIsActive);
  const ids = db.select({ id: properties.id }).from(properties).where(due).limit(limit).for('update', {
    skipLocked: true,
  });
  const rows: ClaimedReminder[] = await db
    .update(properties)
    .set({ reminderClaimedUntil: new Date(now.getTime() + REMINDER_CLAIM_MS) })
    .where(and(inArray(properties.id, ids), due))
    .returning({
      id: properties.id,
      title: properties.title,
      transactionType: properties.transactionType,
      confirmedAt: properties.confirmedAt,
      sellerId: properties.sellerId,
    });
  return rows;
}

/** The reminder's words and link for one listing. */
export function reminderMessage(deps: Pick<AppDeps, 'env'>, reminder: ClaimedReminder) {
  const origin = publicOrigin(deps.env);
  const lapseDay = formatDate(lapsesAt(reminder.transactionType, reminder.confirmedAt));
  const push: SavedSearchPush = {
    title: FRESHNESS_MESSAGES.reminderTitle,
    body: FRESHNESS_MESSAGES.reminderBody(reminder.title),
    url: REMINDER_PATH,
    tag: `still-available-${reminder.id}`,
  };
  const build = (title: string) => FRESHNESS_MESSAGES.reminderText(title, lapseDay, `${origin}${REMINDER_PATH}`);
  return { text: oneSegment(build, reminder.title) ?? build(''), push };
}

export interface ReminderSendOptions {
  /** Extra certificates to trust (tests' self-signed local push receiver). */
  ca?: string | Buffer;
  /** Stop after the reminder under way (the server is stopping); the rest are given back. */
  signal?: AbortSignal | undefined;
}

/** The claimed listing was reminded at `now`: its claim ends. */
async function markReminded(deps: Pick<AppDeps, 'database'>, id: number, now: Date) {
  await deps.database.db
    .update(properties)
    .set({ remindedAt: now, reminderClaimedUntil: null })
    .where(and(eq(properties.id, id), isNull(properties.remindedAt)));
}

/** Claims not sent (the run was stopped) end now, so the next run sends them. */
async function giveBack(deps: Pick<AppDeps, 'database'>, ids: number[]) {
  if (ids.length === 0) return;
  await deps.database.db.update(properties).set({ reminderClaimedUntil: null }).where(inArray(properties.id, ids));
}

export interface SentReminders {
  texts: number;
  pushes: number;
  failed: number;
}

/** Sends the claimed reminders: a text to each seller's phone, a push to each of their subscribed browsers. */
export async function sendReminders(
  deps: ReminderDeps,
  claimed: ClaimedReminder[],
  now: Date,
  options: ReminderSendOptions = {},
): Promise<SentReminders> {
  const result: SentReminders = { texts: 0, pushes: 0, failed: 0 };
  if (claimed.length === 0) return result;
  const { db } = deps.database;
  const sellerIds = [...new Set(claimed.map((reminder) => reminder.sellerId))];
  const phones = new Map(
    (await db.select({ id: users.id, phone: users.phoneNumber }).from(users).where(inArray(users.id, sellerIds))).map(
      (row) => [Number(row.id), row.phone],
    ),
  );
  const vapid = vapidConfig(deps.env);
  const subscriptions = vapid
    ? await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, sellerIds))
    : [];
  const agent = subscriptions.length ? pushAgent(pushNetwork(deps), options.ca ? { ca: options.ca } : {}) : undefined;
  const gone: number[] = [];
  try {
    for (const [index, reminder] of claimed.entries()) {
      if (options.signal?.aborted) {
        await giveBack(
          deps,
          claimed.slice(index).map((unsent) => unsent.id),
        );
        break;
      }
      const { text, push } = reminderMessage(deps, reminder);
      const phone = phones.get(Number(reminder.sellerId));
      if (phone) {
        try {
          await deps.sms.send(phone, text);
          result.texts += 1;
        } catch (err) {
          result.failed += 1;
          deps.logger.error({ err, propertyId: reminder.id }, 'a listing reminder text failed');
        }
      }
      const browsers = subscriptions.filter((s) => Number(s.userId) === Number(reminder.sellerId));
      for (const sub of browsers) {
        if (!vapid || !agent || gone.includes(sub.id)) continue;
        try {
          await webPush.sendNotification(
            { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
            JSON.stringify(push),
            { vapidDetails: vapid, TTL: REMINDER_TTL_SECONDS, timeout: SEND_TIMEOUT_MS, agent },
          );
          result.pushes += 1;
        } catch (err) {
          if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) gone.push(sub.id);
          else {
            result.failed += 1;
            deps.logger.warn({ err, subscriptionId: sub.id }, 'a listing reminder push failed');
          }
        }
      }
      await markReminded(deps, reminder.id, now);
    }
  } finally {
    agent?.destroy();
  }
  // The push service says these browsers unsubscribed: nothing will reach them again.
  if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  return result;
}
