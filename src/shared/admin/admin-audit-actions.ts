/**
 * The names the admin audit log (`admin_audit`) records, one list for the server that writes them and the
 * admin area that will show them. The admin area's actions (feature, block, plans, payments...) are added here.
 */

/** What an action was done to. */
export const ADMIN_ENTITY_TYPES = [
  'property',
  'project',
  'user',
  'broker_request',
  'plan',
  'payment',
  'setting',
  'locality_review',
] as const;
export type AdminEntityType = (typeof ADMIN_ENTITY_TYPES)[number];

/** What was done, as `<entity>.<verb>`. */
export const ADMIN_ACTIONS = [
  'property.approve',
  'property.reject',
  'project.approve',
  'project.reject',
  'property.feature',
  'property.unfeature',
  'property.delete',
  'project.feature',
  'project.unfeature',
  'project.delete',
  'user.create_admin',
  'user.promote_admin',
  'plan.create',
  'plan.update',
  'payment.mark_paid',
  'setting.update',
  'user.block',
  'user.unblock',
  'user.change_seller_type',
  /** A person deleted their own account (the actor is that account; DPDP erasure, no personal data kept). */
  'user.delete_account',
  'broker_request.approve',
  'broker_request.reject',
  /** Reports of a listing upheld: it is rejected with the admin's reason. */
  'property.hide_reported',
  'project.hide_reported',
  /** Reports of a listing dismissed: a listing they held is active again. */
  'property.dismiss_reports',
  'project.dismiss_reports',
  'locality_review.hide',
  'locality_review.unhide',
  /** Reports of a review dismissed: it stays as it was. */
  'locality_review.dismiss_reports',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/**
 * The actor of actions that no signed-in admin took: `npm run admin:create` on the server's machine and
 * the demo admin made at start. No account has id 0 (ids start at 1).
 */
export const SYSTEM_ACTOR_ID = 0;
