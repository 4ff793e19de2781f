import { PagePlaceholder } from '../../../ui/PagePlaceholder';

/** The privacy policy. */
export default function PrivacyPage() {
  return (
    <PagePlaceholder routeKey="privacy">
      What we collect, why, how long we keep it, and how your phone number stays hidden until you choose to share it.
    </PagePlaceholder>
  );
}
