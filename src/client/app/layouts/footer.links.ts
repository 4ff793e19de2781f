import { PATHS, searchResultsHref } from '../../../shared/routes';
import { FOOTER_LABELS } from './layout.content';

export interface FooterLink {
  label: string;
  href: string;
}

/** Quick Links column. */
export const QUICK_LINKS: readonly FooterLink[] = [
  { label: FOOTER_LABELS.home, href: PATHS.home },
  { label: FOOTER_LABELS.aboutUs, href: PATHS.about },
  { label: FOOTER_LABELS.contactUs, href: PATHS.contact },
  { label: FOOTER_LABELS.privacyPolicy, href: PATHS.privacy },
];

/** Our Services column; 'Browse Properties' opens search results for every type in every city. */
export const SERVICE_LINKS: readonly FooterLink[] = [
  { label: FOOTER_LABELS.browseProperties, href: searchResultsHref({ propertyType: '' }) },
  { label: FOOTER_LABELS.postAProperty, href: PATHS.sellerLogin },
  { label: FOOTER_LABELS.propertyValuation, href: PATHS.serviceValuation },
  { label: FOOTER_LABELS.propertyManagement, href: PATHS.servicePropertyManagement },
  { label: FOOTER_LABELS.legalAssistance, href: PATHS.serviceLegal },
  { label: FOOTER_LABELS.homeInspection, href: PATHS.serviceInspection },
  { label: FOOTER_LABELS.realEstateAdvice, href: PATHS.realEstateAdvice },
];
