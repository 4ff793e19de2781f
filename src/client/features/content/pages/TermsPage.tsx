import { LegalDocument } from '../legal/LegalDocument';
import { TERMS_LEAD, TERMS_SECTIONS } from '../legal/terms.content';

/** Terms and conditions. */
export default function TermsPage() {
  return <LegalDocument routeKey="terms" lead={TERMS_LEAD} sections={TERMS_SECTIONS} />;
}
