/**
 * The words of demo resident reviews: an opening about who is writing, a sentence on the best and the
 * worst thing about the locality (by the aspects the resident rated highest and lowest), and a closing
 * line that fits the overall rating. Fill-ins name the locality, its main road, a nearby locality, a
 * market and a hospital, so each review reads as someone from there. Never a phone number or an address
 * that reaches anyone.
 */
import type { RatingAspect, ReviewStay, ReviewTenure } from '../shared/reviews/review-vocabulary';
import type { Random } from './demo-random';

export interface ReviewFill {
  locality: string;
  city: string;
  nearby: string;
  tenure: ReviewTenure;
  stay: ReviewStay;
  livesThere: boolean;
}

type Line = (f: ReviewFill, random: Random) => string;

const MARKETS = ['the sabzi mandi', 'the weekly haat', 'the main market', 'the vegetable market near the bus stop'];
const HOSPITALS = [
  'a multispeciality hospital',
  'the government hospital',
  'two good nursing homes',
  'a 24-hour clinic',
];
const SCHOOLS = ['a CBSE school', 'two convent schools', 'a Kendriya Vidyalaya', 'good play schools'];

const STAY_WORDS: Record<ReviewStay, string> = {
  'Under 1 year': 'for a few months',
  '1-3 years': 'for about two years',
  '3-5 years': 'for four years',
  'Over 5 years': 'for over five years',
};

const OPENERS: Line[] = [
  (f) =>
    `${f.livesThere ? 'We have been living' : 'We lived'} in ${f.locality} ${STAY_WORDS[f.stay]} in a ${f.tenure === 'Owner' ? 'flat we bought' : 'rented 2 BHK'}.`,
  (f) =>
    `${f.tenure === 'Owner' ? 'Bought our home' : 'Took a flat on rent'} here ${f.livesThere ? 'and still live here' : 'and moved out last year'}, so I know ${f.locality} well.`,
  (f) =>
    `I ${f.livesThere ? 'have stayed' : 'stayed'} in ${f.locality} ${STAY_WORDS[f.stay]} with my family, ${f.tenure === 'Owner' ? 'in our own house' : 'as a tenant'}.`,
  (f) => `Honest review of ${f.locality}, ${f.city}, from someone who ${f.livesThere ? 'lives' : 'lived'} here.`,
];

const GOOD: Record<RatingAspect, Line[]> = {
  connectivity: [
    (f) =>
      `Connectivity is the best part: buses and autos on the main road all day, and ${f.nearby} is fifteen minutes away.`,
    () => 'Getting to office is easy, the main road is close and cabs come within five minutes even late at night.',
    (f) => `The railway station and the bus stand are both close, and ${f.city} airport is under an hour.`,
  ],
  safety: [
    () =>
      'It feels safe, women in our building walk back from the market even after 10 pm and the streets are well lit.',
    () => 'Safety is good, there is a police chowki nearby and most societies have guards at the gate.',
    () => 'Very peaceful area, neighbours know each other and kids play downstairs till late.',
  ],
  schools: [
    (_f, r) => `For families it is great: ${r.pick(SCHOOLS)} within walking distance and ${r.pick(HOSPITALS)} nearby.`,
    (_f, r) => `Schools and hospitals are close, ${r.pick(HOSPITALS)} is on the main road for emergencies.`,
  ],
  utilities: [
    () => 'Water supply is regular, morning and evening, and power cuts are rare, maybe once a month.',
    () => 'We never had a water problem, the corporation supply comes daily and the society has a borewell too.',
    () => 'Electricity is stable and the society has full power backup, so summers are comfortable.',
  ],
  markets: [
    (_f, r) => `Daily needs are sorted, ${r.pick(MARKETS)} is a short walk and grocery shops deliver on a phone call.`,
    (_f, r) =>
      `Shopping is convenient, ${r.pick(MARKETS)} has fresh vegetables every evening and there is a mall nearby.`,
  ],
};

const BAD: Record<RatingAspect, Line[]> = {
  connectivity: [
    (f) =>
      `The traffic on ${f.locality} main road is bad during office hours, it can take forty minutes to reach ${f.nearby}.`,
    () => 'Public transport is poor inside the colony, you need your own vehicle or wait for a shared auto.',
    () => 'The approach road is narrow and gets waterlogged in the monsoon, autos refuse to come in then.',
  ],
  safety: [
    () => 'Some inner lanes are dark after 9 pm and there were a few chain snatching cases last year.',
    () => 'Safety could be better, street lights are often not working and stray dogs are a problem at night.',
  ],
  schools: [
    (f) => `Good schools are far, most children here travel to ${f.nearby} by school bus.`,
    () => 'For a serious emergency you have to go to the big hospitals in the city, the local clinics are basic.',
  ],
  utilities: [
    () => 'Water comes only one hour in the morning, so most buildings depend on tankers in summer.',
    () => 'Power cuts of two to three hours happen in summer and the inverter is a must.',
    () => 'Water pressure is low on the upper floors and the supply timing keeps changing.',
  ],
  markets: [
    () => 'There is no proper market nearby, for anything more than milk and bread we go out by car.',
    () => 'Markets are crowded and parking near them is a headache on weekends.',
    (f) => `Only small kirana shops here, for clothes or electronics we go to ${f.nearby}.`,
  ],
};

const CLOSERS: Record<'high' | 'mid' | 'low', Line[]> = {
  high: [
    () => 'Overall a very good place to live, I would recommend it to any family.',
    (f) => `Happy with our decision, ${f.locality} has everything we need.`,
  ],
  mid: [
    () => 'Overall decent for the price, but check the water situation before you finalise.',
    () => 'Good enough for a few years, visit once in the evening before deciding.',
  ],
  low: [
    () => 'Not what we expected, we are looking to shift once our agreement ends.',
    () => 'Rents are fair but daily life is a struggle here, think twice.',
  ],
};

/** A review's text for these ratings: an opening, the best aspect, the worst, and a closing line. */
export function reviewText(
  random: Random,
  fill: ReviewFill,
  overall: number,
  aspects: Record<RatingAspect, number>,
): string {
  const ranked = (Object.keys(aspects) as RatingAspect[]).sort(
    (a, b) => aspects[b] - aspects[a] || random.next() - 0.5,
  );
  const best = ranked[0] as RatingAspect;
  const worst = ranked[ranked.length - 1] as RatingAspect;
  const parts = [random.pick(OPENERS)(fill, random)];
  if (aspects[best] >= 3) parts.push(random.pick(GOOD[best])(fill, random));
  if (aspects[worst] <= 3) parts.push(random.pick(BAD[worst])(fill, random));
  const mood = overall >= 4 ? 'high' : overall === 3 ? 'mid' : 'low';
  parts.push(random.pick(CLOSERS[mood])(fill, random));
  return parts.join(' ');
}
