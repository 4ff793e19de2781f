import { ROUTES } from '../../../../shared/route-titles';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ChangePasswordForm } from '../../accounts/components/ChangePasswordForm';

/** /admin/change-password: the account's password form (an admin's password is their account's). */
export default function AdminChangePasswordPage() {
  useDocumentTitle(ROUTES.adminChangePassword.title);
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES.adminChangePassword.title}</h1>
      <div className="mt-6">
        <ChangePasswordForm />
      </div>
    </section>
  );
}
