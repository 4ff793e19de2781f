/**
 * The demo admin (docs/product-rules.md, Roles and permissions): made at start in demo mode, never in production, and
 * printed beside the address by `npm start`. Its password is public on purpose; it guards fake data only.
 */
export const DEMO_ADMIN = {
  firstName: 'Demo',
  lastName: 'Admin',
  email: 'admin@demo.propertycreator.in',
  /** No demo seller gets it: `demoPhoneNumber` ends in 000000000 only for sequences that start with 8. */
  phoneNumber: '9000000000',
  password: 'demo-admin-password',
} as const;
