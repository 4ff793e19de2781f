import { useId } from 'react';
import { Redirect } from 'wouter';
import { PATHS, ROUTES } from '../../../../shared/routes';
import { useAtomValue } from '../../../app/store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authPanelAtom, currentUserAtom } from '../accounts.atoms';
import { AuthPromo } from '../components/AuthPromo';
import { LoginPanel } from '../components/LoginPanel';
import { SignupPanel } from '../components/SignupPanel';

/** The login page: the dialog's panels on a page of their own (a link someone can share or bookmark). */
export default function LoginPage() {
  const user = useAtomValue(currentUserAtom);
  const panel = useAtomValue(authPanelAtom);
  const titleId = useId();
  useDocumentTitle(ROUTES.login.title);
  // Already logged in: nothing to do here.
  if (user) return <Redirect to={PATHS.home} replace />;
  return (
    <section className="container-page py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-4xl">{ROUTES.login.title}</h1>
      <div className="mt-6 flex overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
        <AuthPromo panel={panel} />
        <div className="min-w-0 flex-1 p-5 sm:p-10">
          {panel === 'login' ? <LoginPanel titleId={titleId} hideTitle /> : <SignupPanel titleId={titleId} />}
        </div>
      </div>
    </section>
  );
}
