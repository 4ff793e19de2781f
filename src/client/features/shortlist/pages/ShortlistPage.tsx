import { ROUTES } from '../../../../shared/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The buyer's shortlist and recently viewed listings (issue 8; filled in by the shortlist work). */
export default function ShortlistPage() {
  useDocumentTitle(ROUTES.shortlist.title);
  return (
    <main className="container-page py-6">
      <h1 className="text-2xl font-bold">{ROUTES.shortlist.title}</h1>
    </main>
  );
}
