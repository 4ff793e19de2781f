/**
 * The product's words: every message, label and toast the product names, word for word; changing one is a
 * product decision (docs/product-rules.md, Limits and messages).
 */

export const BRAND_NAME = 'Property Creator';

export const LOADING_LINE = 'Loading your premium real estate experience';

export const MESSAGES = {
  loginFailed: 'An error occurred during login',
  loginFailedToast: 'Login failed. Please try again.',
  loginSuccess: 'Login successful!',
  registrationFailed: 'Registration failed. Please try again.',
  registrationSuccess: 'Registration successful!',
  otpInvalid: 'Invalid OTP',
  otpVerificationFailed: 'OTP verification failed',
  otpVerificationFailedToast: 'OTP verification failed. Please try again.',
  otpSent: (phone: string) => `OTP sent to your mobile number: ${phone}`,
  registrationSessionExpired: 'Registration session expired. Please register again.',
  passwordsDoNotMatch: 'Passwords do not match',
  otpLabel: 'Enter 6-digit OTP',
  backToRegistration: 'Back to Registration',
  welcomeBack: 'Welcome Back',
  join: 'Join',

  geolocationUnsupported: 'Geolocation is not supported by this browser.',
  locationDataFailed: 'Failed to get location data',
  locationFailed: 'Failed to get location',
  locationFetchFailed: 'Failed to fetch location',

  propertiesFetchFailed: 'Failed to fetch properties',
  cityPropertiesFetchFailed: 'Failed to fetch city properties',
  searchFailed: 'Failed to search properties',
  invalidResponse: 'Invalid response format',
  invalidSearchResponse: 'Invalid search response format',

  copyright: 'Property Creator. All rights reserved.',
} as const;

/** A request with a method its address does not answer (405): only the server says it. */
export const methodNotAllowedMessage = (methods: readonly string[]) =>
  `This address only answers ${methods.join(', ')}.`;

/** Messages the product leaves to us, written once for client, server and tests. */
export const APP_MESSAGES = {
  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you are looking for does not exist or has moved.',
  apiNotFound: 'Not found',
  serverError: 'Something went wrong. Please try again.',
  payloadTooLarge: 'The request is too large.',
  /** A body in any other format than JSON: what a form on another site would send. */
  jsonRequired: 'This request must be sent as JSON.',
  badRequest: 'The request could not be read.',
  databaseUnavailable: 'The database is not reachable.',
  offlineReady: 'Ready to work offline',
  updateAvailable: 'A new version of Property Creator is available.',
  updateReload: 'Reload',
  chunkLoadFailed: 'This page could not be loaded. Check your connection and try again.',
  retry: 'Try again',
} as const;

/** The one 404 message for each kind of listing, wherever it is looked up (public, seller, admin, enquiry). */
export const NOT_FOUND_MESSAGES = {
  property: 'Property not found',
  project: 'Project not found',
} as const;

/** The 410 message for a listing that was public and is no longer (sold, rented, removed, its seller blocked). */
export const GONE_MESSAGES = {
  property: 'Property no longer available',
  project: 'Project no longer available',
} as const;
