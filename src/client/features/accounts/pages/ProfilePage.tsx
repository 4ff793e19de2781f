import { Redirect } from 'wouter';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { useAtomValue } from '../../../app/store';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { currentUserAtom } from '../accounts.atoms';
import { ProfileView } from '../components/ProfileView';

/**
 * The logged-in visitor's profile. It needs a stored 'user' (docs/product-rules.md, Roles and permissions);
 * without one the visitor goes home, replacing this entry in the history so Back does not return here.
 */
export default function ProfilePage() {
  const user = useAtomValue(currentUserAtom);
  useDocumentTitle(ROUTES.profile.title);
  if (!user) return <Redirect to={PATHS.home} replace />;
  return <ProfileView user={user} />;
}
