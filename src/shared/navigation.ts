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

/** The header's 'Buy Property' menu (SPEC.md section 2): its columns and the menu's city searches. */
export const BUY_MENU = {
  label: 'Buy Property',
  buyAHome: { heading: 'BUY A HOME', types: ['Land', 'Plot'] },
  commercial: { heading: 'COMMERCIAL', types: ['Office Space', 'Retail Space'] },
  popularAreas: {
    heading: 'POPULAR AREAS',
    /** Each is a flat/apartment search with its state. */
    cities: [
      { city: 'Delhi', state: 'Delhi' },
      { city: 'Mumbai', state: 'Maharashtra' },
      { city: 'Bangalore', state: 'Karnataka' },
      { city: 'Hyderabad', state: 'Telangana' },
      { city: 'Chennai', state: 'Tamil Nadu' },
      { city: 'Kolkata', state: 'West Bengal' },
      { city: 'Pune', state: 'Maharashtra' },
      { city: 'Ahmedabad', state: 'Gujarat' },
    ],
  },
} as const;

/** '{city} (Your City)': shown in POPULAR AREAS when the detected city is not one of the menu's cities. */
export const yourCityLabel = (city: string) => `${city} (Your City)`;

/** The phone drawer's entry for the visitor's city, and the home page's heading for its listings. */
export const propertiesInLabel = (city: string) => `Properties in ${city}`;

/** True when `city` is one of the menu's popular areas (then no '(Your City)' entry is added). */
export const isMenuCity = (city: string) =>
  BUY_MENU.popularAreas.cities.some((entry) => entry.city.toLowerCase() === city.trim().toLowerCase());

/** The header's 'Sell Properties' menu: three audiences, each with Login and Register (SPEC.md section 2). */
export const SELL_MENU = {
  label: 'Sell Properties',
  audiences: ['FOR SELLERS', 'FOR BUILDERS', 'FOR AGENTS'],
  login: 'Login',
  register: 'Register',
} as const;

/** The header's 'Help' menu. */
export const HELP_MENU = {
  label: 'Help',
  contactUs: 'Contact Us',
  privacyPolicy: 'Privacy Policy',
  termsConditions: 'Terms & Conditions',
} as const;

/** The 'INTRODUCING Insights' panel inside each dropdown. */
export const INSIGHTS_PANEL = {
  kicker: 'INTRODUCING',
  title: 'Insights',
  localities: 'Understand localities',
  reviews: 'Read Resident Reviews',
  priceTrends: 'Check Price Trends',
  tools: 'Tools, Utilities & more',
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
