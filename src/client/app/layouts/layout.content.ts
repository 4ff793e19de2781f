/** The labels of the top bar, the phone drawer and the footer, word for word: the app's first load reads only these. */

export const HEADER_LABELS = {
  postProperty: 'Post property for Free',
  login: 'Login',
  signUp: 'Sign Up',
  registerAsSeller: 'Register as seller',
  callUs: 'Call us',
  needHelp: 'Need help? Call us',
  myProfile: 'My Profile',
  myProperties: 'My Properties',
  logout: 'Logout',
} as const;

/** The desktop bar's menu buttons (their contents load with the menus: navigation.content.ts). */
export const MENU_LABELS = {
  buy: 'Buy Property',
  rent: 'Rent Property',
  sell: 'Sell Properties',
  help: 'Help',
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

/** The phone's full-screen drawer: its own wording for the Buy and Sell entries. */
export const DRAWER_LABELS = {
  menu: 'Menu',
  closeMenu: 'Close menu',
  landPlot: 'Land/Plot',
  officeSpace: 'Office Space',
  retailSpace: 'Retail Space',
  loginAsSeller: 'Login As Seller',
  registerAsSeller: 'Register As Seller',
} as const;

/** The phone drawer's entry for the visitor's city, and the home page's heading for its listings. */
export const propertiesInLabel = (city: string) => `Properties in ${city}`;
