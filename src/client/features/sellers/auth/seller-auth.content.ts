/**
 * The seller login, sign-up and profile screens' words. No zod here: the pages load the
 * contract's schemas themselves.
 */
import { MEDIA_UPLOAD_LIMITS } from '../../../../shared/media-upload';
import { PROFILE_LABELS } from '../../../../shared/sellers/seller-labels';

/** Labels of the seller profile fields, by field name: the words the contract's messages name. */
const { photo: _photo, ...profileFieldLabels } = PROFILE_LABELS;
export const SELLER_FIELD_LABELS = profileFieldLabels;
export type SellerFieldName = keyof typeof SELLER_FIELD_LABELS;

export const SELLER_AUTH_COPY = {
  loginIntro: 'Owners, agents and builders log in here to post and manage their properties.',
  noAccount: 'New seller?',
  toSignup: 'Register as a seller',
  /** The login reached from 'Post property for Free': registering first, logging in below it. */
  postLead: 'New here? Register free and post your property',
  postLeadHint: 'It takes two minutes: your account, the OTP we send to your mobile number, then your property.',
  postLoginTitle: 'Already registered? Log in to post your property',
  buyerPrompt: 'Looking for a home instead?',
  toBuyerSite: 'Go to the website',

  signupIntro: 'Create your account: we send a one-time password (OTP) to your mobile number.',
  /** 'Step 1 of 4: your account': a new person has four steps, a logged-in buyer the last two. */
  signupStep: (step: number, total: number, what: string) => `Step ${step} of ${total}: ${what}`,
  signupStepNames: {
    account: 'your account',
    otp: 'verify your mobile number',
    seller: 'your seller details',
    photo: 'your photo (optional)',
  },
  haveAccount: 'Already registered?',
  toLogin: 'Log in',

  becomeTitle: 'Become a seller',
  becomeIntro: (name: string) => `${name}, tell buyers who you are. Agents and builders also give their company name.`,
  becomeSubmit: 'Register as seller',
  becomePending: 'Registering…',
  becomeFailed: 'You could not be registered as a seller. Please try again.',
  companyHint: 'Required for agents and builders',

  profileTitle: 'Seller details',
  profileSubmit: 'Save changes',
  profilePending: 'Saving…',
  profileFailed: 'Your seller details could not be saved. Please try again.',
  profileLoadFailed: 'Your seller details could not be loaded. Please check your connection and try again.',
  retry: 'Try again',
  loading: 'Loading your details…',
  sellerTypeNote: 'Your seller type is fixed. Please contact support to change it.',
} as const;

/** The seller's photo: on the profile page, and the optional step after becoming a seller. */
export const SELLER_PHOTO_COPY = {
  title: 'Your photo',
  hint: `Buyers see it on your listings and your profile. A JPEG, PNG or WebP photo of at most ${MEDIA_UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB.`,
  none: 'No photo yet',
  alt: 'Your photo',
  previewAlt: 'The photo you chose',
  choose: 'Choose a photo',
  change: 'Change photo',
  remove: 'Remove photo',
  uploading: 'Uploading your photo',
  saving: 'Saving your photo…',
  removing: 'Removing your photo…',
  saved: 'Your photo has been saved.',
  removed: 'Your photo has been removed.',
  failed: 'Your photo could not be saved. Please try again.',

  stepTitle: 'Add your photo',
  stepIntro:
    'Optional: a clear photo of you, or your company’s logo, helps buyers trust your listings. You can add or change it later on your profile.',
  skip: 'Skip for now',
  done: 'Continue to dashboard',
} as const;
