/** The product's business constants and limits (docs/product-rules.md, Limits and messages). */

export const MOBILE_BREAKPOINT_PX = 768;
export const NAV_SCROLL_THRESHOLD_PX = 50;
export const NOTIFICATION_DURATION_MS = 3000;

export const REGISTER_TIMEOUT_MS = 10_000;
export const OTP_LENGTH = 6;
export const PHONE_LENGTH = 10;

export const LOCATION_TIMEOUT_MS = 10_000;
export const LOCATION_MAX_AGE_MS = 300_000;
export const SEARCH_FIRST_PAGE = 1;

export const LOADING_LETTER_MS = 200;

export const TOAST_DURATION_MS = 5000;
/** 'Ready to work offline' is news, not a task: it goes sooner than other toasts. */
export const OFFLINE_READY_TOAST_MS = 2500;
export const TOAST_POSITION = 'bottom-right';

export const PAGE_LOAD_TIMEOUT_MS = 120_000;

export const SOCIAL_LINK_COUNT = 4;
