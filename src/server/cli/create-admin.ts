/**
 * Makes an admin account in the configured database (PGlite in DATA_DIR, or DATABASE_URL):
 *
 *   npm run admin:create -- --email asha@example.in --phone 9876543210 --first Asha --last Rao [--yes]
 *
 * The password comes from ADMIN_PASSWORD or, at a terminal, a hidden prompt (typed twice); it is never
 * printed. The details follow the registration rules. When an account already has that e-mail or phone,
 * it is shown and promoted to admin after a yes (or with --yes); it keeps its own password. Migrates first.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ACCOUNT_LABELS } from '../../shared/accounts/account-labels';
import type { AccountUser } from '../../shared/accounts/account-types';
import { MESSAGES } from '../../shared/messages';
import { PATHS } from '../../shared/routes';
import { openPglite, openPostgres } from '../db/client';
import { EnvError, loadEnv } from '../env';
import {
  AdminAccountError,
  type AdminInput,
  type AdminOutcome,
  checkAdminInput,
  createAdmin,
} from '../features/admin/admin-accounts.service';
import { askHidden, canAsk, confirm } from './cli-prompts';

const USAGE =
  'Usage: npm run admin:create -- --email <e-mail> --phone <10-digit mobile> --first <first name> --last <last name> [--yes]\n' +
  'The password is read from ADMIN_PASSWORD, or asked for at the terminal.';

/** A problem the operator can fix: printed without a stack, exit code 1. */
class CliError extends Error {}

function readArguments(): { input: AdminInput; yes: boolean } {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      phone: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
      yes: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const missing = (['email', 'phone', 'first', 'last'] as const).filter((name) => values[name] === undefined);
  if (missing.length > 0) throw new CliError(`Missing ${missing.map((name) => `--${name}`).join(', ')}.\n${USAGE}`);
  return {
    input: {
      email: values.email ?? '',
      phoneNumber: values.phone ?? '',
      firstName: values.first ?? '',
      lastName: values.last ?? '',
      // Read here, not in env.ts: it is this command's input, not the server's configuration.
      password: process.env.ADMIN_PASSWORD || undefined,
    },
    yes: values.yes,
  };
}

async function askPassword(): Promise<string> {
  if (!canAsk()) throw new CliError('Set ADMIN_PASSWORD (there is no terminal to ask for a password).');
  const password = await askHidden('Password for the new admin: ');
  const again = await askHidden('The same password again: ');
  if (password !== again) throw new CliError(MESSAGES.passwordsDoNotMatch);
  return password;
}

const describe = (user: AccountUser) =>
  `#${user.id} ${user.firstName} ${user.lastName} <${user.email}>, phone ${user.phoneNumber}`;

async function run(
  { input, yes }: ReturnType<typeof readArguments>,
  createWith: (input: AdminInput, promote: boolean) => Promise<AdminOutcome>,
): Promise<void> {
  let result = await createWith(input, yes);
  if (result.outcome === 'needs-password') result = await createWith({ ...input, password: await askPassword() }, yes);
  if (result.outcome === 'needs-confirmation') {
    console.log(`An account already uses this e-mail or phone: ${describe(result.user)}.`);
    if (!canAsk()) throw new CliError('Nothing changed. Pass --yes to make it an admin.');
    if (!(await confirm('Make this account an admin? It keeps its own password.'))) {
      console.log('Nothing changed.');
      return;
    }
    result = await createWith(input, true);
  }
  switch (result.outcome) {
    case 'created':
      console.log(`Created admin ${describe(result.user)}. Log in at ${PATHS.adminLogin}.`);
      return;
    case 'promoted':
      console.log(`Made ${describe(result.user)} an admin; it keeps its own password.`);
      return;
    case 'already-admin':
      console.log(`${describe(result.user)} is already an admin. Nothing changed.`);
      return;
    default:
      throw new Error(`unexpected outcome ${result.outcome}`);
  }
}

async function main() {
  // Bad arguments or details fail at once, before the database is opened.
  const args = readArguments();
  checkAdminInput(args.input);
  const env = loadEnv();
  const database = env.DATABASE_URL ? openPostgres(env.DATABASE_URL, 2) : await openPglite(resolve(env.DATA_DIR));
  try {
    await database.migrate();
    await run(args, (input, promoteExisting) => createAdmin(database.db, input, { promoteExisting }));
  } finally {
    await database.close();
  }
}

const FLAGS: Record<string, string> = {
  [ACCOUNT_LABELS.firstName]: '--first',
  [ACCOUNT_LABELS.lastName]: '--last',
  [ACCOUNT_LABELS.email]: '--email',
  [ACCOUNT_LABELS.phoneNumber]: '--phone',
};
const LABELLED = new RegExp(`^(${Object.keys(FLAGS).join('|')})\\b`);

main().catch((error: unknown) => {
  // The registration rules name the form's labels; here they are this command's flags.
  if (error instanceof AdminAccountError)
    error.message = error.message.replace(LABELLED, (label) => FLAGS[label] ?? label);
  const known = error instanceof CliError || error instanceof AdminAccountError || error instanceof EnvError;
  const argumentError =
    error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS');
  console.error(known ? error.message : argumentError ? `${error.message}\n${USAGE}` : error);
  process.exit(1);
});
