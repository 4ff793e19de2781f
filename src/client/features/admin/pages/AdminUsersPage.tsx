import { ROUTES } from '../../../../shared/route-titles';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PeoplePage } from '../people/PeoplePage';

/** /admin/users/manage: every account (buyers, sellers, admins), searchable, with block and unblock. */
export default function AdminUsersPage() {
  useDocumentTitle(ROUTES.adminUsers.title);
  return <PeoplePage kind="users" title={ROUTES.adminUsers.title} />;
}
