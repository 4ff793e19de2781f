import { LegalDocument } from '../legal/LegalDocument';
import { PRIVACY_LEAD, PRIVACY_SECTIONS } from '../legal/privacy.content';

/** The privacy policy (Digital Personal Data Protection Act, 2023). */
export default function PrivacyPage() {
  return <LegalDocument routeKey="privacy" lead={PRIVACY_LEAD} sections={PRIVACY_SECTIONS} />;
}
