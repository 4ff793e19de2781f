/**
 * The account's own data (contract in src/shared/accounts/privacy-contract.ts): the export, saved as a
 * file, and the account's deletion. Loaded with the profile page's "Your data" section only.
 */
import type { DoneResponse } from '../../../../shared/accounts/account-types';
import {
  type AccountExportResponse,
  type DeleteAccountBody,
  exportFileName,
  PRIVACY_PATHS,
} from '../../../../shared/accounts/privacy-contract';
import { http } from '../../../lib/http';
import { saveBlob } from '../../../lib/save-blob';
import type { Answer } from '../accounts.api';
import { readToken } from '../accounts.storage';

export const exportRequest = () => http<Answer<AccountExportResponse>>(PRIVACY_PATHS.export, { token: readToken() });

export const deleteAccountRequest = (body: DeleteAccountBody) =>
  http<Answer<DoneResponse>>(PRIVACY_PATHS.delete, { method: 'POST', json: body, token: readToken() });

/** Hands the export to the browser as a download, indented so a person can read it. */
export function saveExport(data: AccountExportResponse['data'], now = new Date()): void {
  saveBlob(new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' }), exportFileName(now));
}
