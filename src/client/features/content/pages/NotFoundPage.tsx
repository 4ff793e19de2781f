import { Link } from 'wouter';
import { APP_MESSAGES } from '../../../../shared/messages';
import { PATHS } from '../../../../shared/routes';
import { useHttpStatus } from '../../../lib/server-page';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Any path that is not in the route table. */
export default function NotFoundPage() {
  useDocumentTitle(APP_MESSAGES.notFoundTitle);
  useHttpStatus(404);
  return (
    <section className="container-page flex flex-col items-start gap-4 py-16 sm:py-24">
      <p className="text-5xl font-extrabold text-brand/20 sm:text-7xl" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-ink sm:text-4xl">{APP_MESSAGES.notFoundTitle}</h1>
      <p className="max-w-xl text-muted sm:text-lg">{APP_MESSAGES.notFoundBody}</p>
      <Link href={PATHS.home} className="btn-solid mt-2">
        Go to the home page
      </Link>
    </section>
  );
}
