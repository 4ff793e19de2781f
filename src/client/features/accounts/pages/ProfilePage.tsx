import { PagePlaceholder } from '../../../ui/PagePlaceholder';

/** The logged-in visitor's profile. */
export default function ProfilePage() {
  return (
    <PagePlaceholder routeKey="profile">
      Your name, e-mail and phone number, your shortlist, your saved searches and the enquiries you have sent.
    </PagePlaceholder>
  );
}
