/** The about page's promises and how-it-works steps. */

export const ABOUT_PROMISES = [
  {
    title: 'Owners and brokers, clearly marked',
    body: 'Every listing says who posted it: owner, agent or builder. An agent posting as an owner loses the listing.',
  },
  {
    title: 'Verified agents',
    body: 'Agents get the verified badge only after we check their identity and RERA registration.',
  },
  {
    title: 'Every listing checked',
    body: 'Our team reviews each listing before it goes live and removes duplicates, sold properties and fake photos.',
  },
  {
    title: 'No spam calls',
    body: 'A seller’s number is shown only to a logged-in buyer who has sent an enquiry, and enquiries per day are limited. Your number goes only to the sellers you choose.',
  },
  {
    title: 'Light, and works offline',
    body: 'The app is small enough for a slow 4G connection, installs to your home screen and keeps the listings you viewed for when you are offline.',
  },
  {
    title: 'Advice without a sales pitch',
    body: 'Plain guides on RERA, stamp duty, home loans and legal checks, and price trends from our own listings.',
  },
] as const;

export const BUYER_STEPS = [
  'Search by city, property type and budget, or type what you need: “2 BHK in Kolar Road under 50 lakh”.',
  'Shortlist and compare; the listings you viewed stay on your phone, even offline.',
  'Send an enquiry to the owner, agent or builder. You then see their number and can call or WhatsApp them.',
  'Visit, then check the papers with our legal checklist before you pay anything.',
] as const;

export const SELLER_STEPS = [
  'Register as an owner, agent or builder with your mobile number and a one-time password.',
  'Post your property with photos, price and location, free up to your quota.',
  'Our team reviews it, usually within one working day, and it goes live.',
  'Buyers’ enquiries arrive in your dashboard; your number stays private until someone enquires.',
] as const;
