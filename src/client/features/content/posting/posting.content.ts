/** The public posting pages' words: what is free, the steps, what gets a listing approved, who may post. */

import { MAX_PHOTOS_PER_LISTING } from '../../../../shared/listings/vocabulary';
import type { RouteKey } from '../../../../shared/routes';
import { FREE_LISTING_QUOTA } from '../../../../shared/sellers/seller-constants';

export type PostingRouteKey = Extract<RouteKey, `post${string}`>;

export const POSTING_LEADS: Record<PostingRouteKey, string> = {
  postProperty:
    'Sell or rent out your flat, house, plot, office or shop. Reach buyers in your city without paying commission, and keep your number private until a buyer enquires.',
  postProject:
    'Builders list a residential or commercial project with its unit configurations, price ranges, RERA registration and possession dates, and get enquiries from buyers directly.',
  postAProperty: `Owners, agents and builders post properties on Property Creator, free for up to ${FREE_LISTING_QUOTA} active listings.`,
};

export const FREE_POINTS = [
  `Up to ${FREE_LISTING_QUOTA} active listings per account, each with up to ${MAX_PHOTOS_PER_LISTING} photos.`,
  'Enquiries from buyers, delivered to your dashboard at no charge.',
  'No commission on the sale or rent: the deal is between you and the buyer.',
  'Paid plans only if you want more listings, featured placement or projects; prices in rupees, GST included, shown before you pay.',
] as const;

export const PROPERTY_STEPS = [
  'Log in, or register as a seller (owner, agent or builder) with your mobile number and a one-time password.',
  'Add the details: property type, sale or rent, price, area in your own unit (sq.ft, sq.yd, acre, bigha…), bedrooms and floor where they apply, and the exact locality.',
  `Add up to ${MAX_PHOTOS_PER_LISTING} photos (JPEG, PNG or WebP). We remove hidden location data from every photo.`,
  'Our team reviews the listing, usually within one working day. If something needs fixing, you see the reason and can edit and resubmit.',
  'Once live, buyers’ enquiries arrive in your dashboard under Manage queries. Mark the property sold or rented when the deal is done.',
] as const;

export const PROJECT_STEPS = [
  'Log in, or register as a seller of type Builder with your company details.',
  'Add the project: name, type (residential, commercial or mixed), location, description and amenities.',
  'Add the unit configurations (for example 2 BHK and 3 BHK) with their sizes and price ranges, total and available units, and the launch and completion dates.',
  `Add the project’s RERA registration number and up to ${MAX_PHOTOS_PER_LISTING} photos: site photos, floor plans and the layout.`,
  'Our team checks the RERA registration and the details, usually within one working day, and the project goes live with its enquiries in your dashboard.',
] as const;

export const APPROVAL_TIPS = [
  'Real photos of this property, taken in daylight: every room, the kitchen, bathrooms and the view. No logos or watermarks from other websites.',
  'The full, accurate price (for a rental: the monthly rent and the deposit). Unrealistic prices to attract calls are rejected.',
  'The area with its unit and whether it is carpet, built-up or plot area.',
  'The exact locality and society or project name, so buyers find it in search.',
  'The RERA registration number for a project, or for a unit in a RERA-registered project.',
  'No phone numbers or e-mail addresses in the description or photos: buyers reach you through an enquiry.',
  'One listing per property: duplicates are removed.',
] as const;

export const WHO_CAN_POST = [
  {
    who: 'Owners',
    what: 'Post your own property. Listings show “Owner”, which many buyers look for.',
  },
  {
    who: 'Agents',
    what: 'Post properties you are authorised to sell or rent. Add your RERA registration to get the verified agent badge.',
  },
  {
    who: 'Builders',
    what: 'Post individual units and whole projects. Only builder accounts can post projects.',
  },
] as const;
