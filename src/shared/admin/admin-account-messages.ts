/** What `npm run admin:create` (and the demo admin at start) can answer besides the registration rules' own. */
export const ADMIN_ACCOUNT_MESSAGES = {
  passwordNeeded: 'A password is needed to create a new admin account.',
  twoAccounts: 'The e-mail address and the phone number belong to two different accounts. Use the details of one.',
  accountDeleted: 'That account is deleted and cannot be made an admin.',
  accountBlocked: 'That account is blocked. Unblock it before making it an admin.',
} as const;
