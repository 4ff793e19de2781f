/** The spec's navigation labels (SPEC.md section 2, Header and Footer), word for word. */

export const HEADER_LABELS = {
  postProperty: 'Post property for Free',
  login: 'Login',
  signUp: 'Sign Up',
  callUs: 'Call us',
  needHelp: 'Need help? Call us',
  myProfile: 'My Profile',
  myProperties: 'My Properties',
  logout: 'Logout',
} as const;

export const FOOTER_LABELS = {
  about: 'About',
  quickLinks: 'Quick Links',
  home: 'Home',
  aboutUs: 'About Us',
  contactUs: 'Contact Us',
  privacyPolicy: 'Privacy Policy',
  ourServices: 'Our Services',
  browseProperties: 'Browse Properties',
  postAProperty: 'Post a Property',
  propertyValuation: 'Property Valuation',
  propertyManagement: 'Property Management',
  legalAssistance: 'Legal Assistance',
  homeInspection: 'Home Inspection',
  realEstateAdvice: 'Real Estate Advice',
} as const;
