/**
 * Billing (docs/product-rules.md, Billing): admin-edited plans, payments through one provider interface
 * (`manual`, `razorpay`), and the subscriptions a paid plan gives a seller (credits copied from the plan when
 * bought, so a later edit of the plan does not change what was paid for). Amounts are whole rupees.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';
import { properties } from '../listings/listings.schema';
import { sellerType } from '../sellers/sellers.schema';

export const paymentProvider = pgEnum('payment_provider', ['manual', 'razorpay']);
export const paymentStatus = pgEnum('payment_status', ['created', 'paid', 'failed', 'cancelled']);

export const plans = pgTable(
  'plans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 80 }).notNull(),
    sellerType: sellerType('seller_type').notNull(),
    priceInr: integer('price_inr').notNull(),
    listingCredits: integer('listing_credits').notNull().default(0),
    featuredCredits: integer('featured_credits').notNull().default(0),
    projectCredits: integer('project_credits').notNull().default(0),
    durationDays: integer('duration_days').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plans_type_active_idx').on(t.sellerType, t.active),
    check('plans_price_range', sql`${t.priceInr} between 0 and 10000000`),
    check(
      'plans_credits_range',
      sql`${t.listingCredits} >= 0 and ${t.featuredCredits} >= 0 and ${t.projectCredits} >= 0`,
    ),
    check('plans_duration_range', sql`${t.durationDays} between 1 and 3660`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => plans.id),
    provider: paymentProvider('provider').notNull(),
    status: paymentStatus('status').notNull().default('created'),
    amountInr: integer('amount_inr').notNull(),
    /** The provider's order (Razorpay `order_…`) or our own invoice number for `manual`. */
    providerOrderId: varchar('provider_order_id', { length: 80 }).notNull(),
    providerPaymentId: varchar('provider_payment_id', { length: 80 }),
    /** The plan as it was when the seller chose it. */
    planSnapshot: jsonb('plan_snapshot').notNull(),
    /** The admin who marked a manual invoice paid. */
    markedPaidBy: bigint('marked_paid_by', { mode: 'number' }).references(() => users.id),
    /** The UPI UTR or bank transaction id the seller says they paid a manual invoice with. */
    sellerReference: varchar('seller_reference', { length: 35 }),
    /** The reference the admin recorded when marking a manual invoice paid. */
    paidReference: varchar('paid_reference', { length: 35 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    uniqueIndex('payments_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('payments_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('payments_created_idx').on(t.createdAt.desc()),
    index('payments_status_idx').on(t.status, t.createdAt.desc()),
    check('payments_amount_range', sql`${t.amountInr} >= 0`),
    check('payments_paid_has_time', sql`${t.status} <> 'paid' or ${t.paidAt} is not null`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => plans.id),
    /** One subscription per paid payment: a replayed webhook cannot grant it twice. */
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    listingCredits: integer('listing_credits').notNull(),
    featuredCredits: integer('featured_credits').notNull(),
    projectCredits: integer('project_credits').notNull(),
    /** Featured credits spent; raised only by an UPDATE that also checks it stays within featured_credits. */
    featuredCreditsUsed: integer('featured_credits_used').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('subscriptions_payment_key').on(t.paymentId),
    index('subscriptions_seller_idx').on(t.sellerId, t.endsAt.desc()),
    check('subscriptions_period', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'subscriptions_featured_used_range',
      sql`${t.featuredCreditsUsed} >= 0 and ${t.featuredCreditsUsed} <= ${t.featuredCredits}`,
    ),
  ],
);

/**
 * Each featured credit a seller spent: which plan it came from and which listing it featured until when.
 * One listing is featured once per subscription (its period is the subscription's), so a repeated click
 * cannot spend a second credit on it.
 */
export const featuredSpends = pgTable(
  'featured_spends',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    propertyId: bigint('property_id', { mode: 'number' })
      .notNull()
      .references(() => properties.id),
    featuredUntil: timestamp('featured_until', { withTimezone: true }).notNull(),
    spentAt: timestamp('spent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('featured_spends_subscription_property_key').on(t.subscriptionId, t.propertyId),
    index('featured_spends_seller_idx').on(t.sellerId, t.spentAt.desc()),
  ],
);

/** Settings an admin changes at run time, e.g. the free listing quota; one row per key. */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
});

export type Plan = typeof plans.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
export type FeaturedSpend = typeof featuredSpends.$inferSelect;
