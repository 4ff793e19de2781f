import { useParams } from 'wouter';
import { PagePlaceholder } from '../../../ui/PagePlaceholder';

/** An agent's public profile (/broker/:id). */
export default function BrokerPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <PagePlaceholder routeKey="broker">
      The profile of agent {id}: whether an admin has verified them, how long they have been active and the listings
      they have posted.
    </PagePlaceholder>
  );
}
