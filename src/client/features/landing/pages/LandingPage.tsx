import { useLocation } from 'wouter';
import {
  LANDING_LABELS,
  type LandingPage as LandingData,
  type LandingResponse,
} from '../../../../shared/landing/landing-contract';
import { cityLandingPath, parseLandingPath } from '../../../../shared/landing/landing-paths';
import { APP_MESSAGES } from '../../../../shared/messages';
import type { SavedOnDevice } from '../../../../shared/offline/device-search';
import type { SavedCitySummary } from '../../../../shared/offline/saved-cities';
import { useHttpStatus } from '../../../lib/server-page';
import { useApiRead } from '../../../lib/use-api';
import NotFoundPage from '../../content/pages/NotFoundPage';
import { SavedCitiesOffer, savedCitiesIn } from '../../offline/SavedCitiesOffer';
import { LandingSkeleton, LandingView } from '../components/LandingView';
import { landingRead } from '../landing.api';

type LandingAnswer = Partial<LandingResponse> & { savedOnDevice?: SavedOnDevice };

const pick = (body: LandingAnswer): { page: LandingData; savedOnDevice: SavedOnDevice | null } | undefined =>
  body.data ? { page: body.data, savedOnDevice: body.savedOnDevice ?? null } : undefined;

/**
 * Every landing address (/in/bhopal, /in/bhopal/flats-for-sale, /in/bhopal/arera-colony): the address
 * says which page, the API what is on it. An address naming no city, locality or type and deal we have
 * is not found (404).
 */
export default function LandingPage() {
  const [location] = useLocation();
  // Addresses are lowercase; a capitalised link still finds its page, whose canonical link is lowercase.
  const address = parseLandingPath(location.toLowerCase());
  if (!address) return <NotFoundPage />;
  const read = landingRead(address);
  return <LandingLoader key={read.path} read={read} />;
}

function LandingLoader({ read: asked }: { read: ReturnType<typeof landingRead> }) {
  const read = useApiRead(asked, pick);
  switch (read.kind) {
    case 'loading':
      return <LandingSkeleton />;
    case 'found':
      return <LandingView page={read.data.page} savedAt={read.savedAt} savedOnDevice={read.data.savedOnDevice} />;
    case 'not-found':
      return <NotFoundPage />;
    default:
      return read.kind === 'not-saved' ? (
        <LandingFailed message={read.message} savedCities={savedCitiesIn(read.body)} onRetry={read.retry} />
      ) : (
        <LandingFailed message={null} savedCities={[]} onRetry={read.retry} />
      );
  }
}

/**
 * No answer (offline with nothing saved, a server fault): say so and offer to try again, and offline the
 * cities this device saved.
 */
function LandingFailed({
  message,
  savedCities,
  onRetry,
}: {
  message: string | null;
  savedCities: readonly SavedCitySummary[];
  onRetry: () => void;
}) {
  // A crawler that meets a fault comes back later rather than indexing an error.
  useHttpStatus(503);
  return (
    <div className="container-page py-10">
      <div role="alert" className="card flex flex-wrap items-center justify-between gap-3">
        <p className="text-ink">{message ?? LANDING_LABELS.loadFailed}</p>
        <button type="button" className="btn-outline" onClick={onRetry}>
          {APP_MESSAGES.retry}
        </button>
        <SavedCitiesOffer cities={savedCities} hrefOf={(city) => cityLandingPath(city.city)} />
      </div>
    </div>
  );
}
