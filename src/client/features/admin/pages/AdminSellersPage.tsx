import { ROUTES } from '../../../../shared/route-titles';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PeoplePage } from '../people/PeoplePage';

/** /admin/sallers/manage: owners, agents and builders, with block, unblock and a change of type. */
export default function AdminSellersPage() {
  useDocumentTitle(ROUTES.adminSellers.title);
  return <PeoplePage kind="sellers" title={ROUTES.adminSellers.title} />;
}
