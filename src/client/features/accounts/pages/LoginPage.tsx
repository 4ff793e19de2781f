import { PagePlaceholder } from '../../../ui/PagePlaceholder';

/** The login page (the same forms as the login dialog). */
export default function LoginPage() {
  return (
    <PagePlaceholder routeKey="login">
      Sign in with your e-mail and password to keep your shortlist, follow your enquiries and manage what you have
      posted.
    </PagePlaceholder>
  );
}
