/** Titles and descriptions of demo listings, worded like Indian portals ('3 BHK Flat for Sale in ...'). */

import { formatArea } from '../shared/listings/format';
import type { TransactionType } from '../shared/listings/vocabulary';
import { formatMonthYear } from '../shared/month-format';
import type { DemoProperty } from './demo.types';
import type { DemoCity } from './demo-city.types';
import type { PropertyShape } from './demo-property-shape';
import type { Random } from './demo-random';

export type TextInput = Pick<
  DemoProperty,
  'propertyType' | 'possession' | 'possessionDate' | 'ageYears' | 'society'
> & {
  transactionType: TransactionType;
  shape: PropertyShape;
  city: DemoCity;
  locality: string;
  nearby: string;
  depositMonths: number | null;
};

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};
const floorText = (floor: number | null) => (floor === 0 ? 'the ground floor' : `the ${ordinal(floor ?? 1)} floor`);
const plural = (count: number, word: string, words = `${word}s`) => `${count} ${count === 1 ? word : words}`;
const areaLabel = ({ areaValue, areaUnit }: PropertyShape) =>
  areaUnit.includes('.')
    ? formatArea(areaValue, areaUnit)
    : `${areaValue} ${areaUnit[0]?.toUpperCase()}${areaUnit.slice(1)}`;

/** 'Flat', 'Villa', '1,200 sq.ft Office Space' and so on: what comes before 'for Sale in ...'. */
function subject({ propertyType, shape, society }: TextInput): string {
  const bhk = `${shape.bedrooms ?? 0} BHK`;
  switch (propertyType) {
    case 'Flat/Apartment':
      return `${bhk} Flat`;
    case 'Builder Floor':
      return `${bhk} Builder Floor`;
    case 'Independent House/Villa':
      return `${bhk} ${society ? 'Villa' : 'Independent House'}`;
    case 'Plot':
      return `${areaLabel(shape)} Residential Plot`;
    case 'Land':
      return `${areaLabel(shape)} ${shape.details.landUse === 'Farm House' ? 'Farm Land' : 'Agricultural Land'}`;
    case 'Retail Space/Shop':
      return `${areaLabel(shape)} ${shape.areaSqft >= 1000 ? 'Showroom' : 'Shop'}`;
    default:
      return `${areaLabel(shape)} ${propertyType}`;
  }
}

export const propertyTitle = (input: TextInput): string =>
  `${subject(input)} for ${input.transactionType === 'Buy' ? 'Sale' : 'Rent'} in ${input.locality}, ${input.city.name}`;

const NEIGHBOURHOOD = [
  'Schools, hospitals and daily markets are close by',
  'Close to the main road with easy access to buses and autos',
  'Walking distance to shops, a park and a bank',
  'Quiet lane, yet a few minutes from the market',
];

function homeSentences(random: Random, input: TextInput): string[] {
  const { shape, propertyType, society, locality } = input;
  const kind =
    propertyType === 'Flat/Apartment' ? 'flat' : propertyType === 'Builder Floor' ? 'builder floor' : 'house';
  const where =
    propertyType === 'Independent House/Villa'
      ? `${shape.totalFloors}-storey ${kind}`
      : `${kind} on ${floorText(shape.floor)}`;
  const place = society ? `${kind === 'house' ? 'in' : 'of'} ${society}, ${locality}` : `in ${locality}`;
  const adjective = random.pick(['Spacious', 'Well-lit', 'Airy', 'Well-maintained', 'Vaastu-friendly']);
  return [
    `${adjective} ${shape.bedrooms} BHK ${where} ${place}.`,
    `${shape.facing}-facing, with ${plural(shape.bathrooms ?? 1, 'bathroom')}, ${plural(shape.balconies ?? 0, 'balcony', 'balconies')} and ${(shape.furnishing ?? 'Unfurnished').toLowerCase()} interiors.`,
  ];
}

function otherSentences(input: TextInput): string[] {
  const { shape, propertyType, locality, city } = input;
  const d = shape.details;
  switch (propertyType) {
    case 'Plot':
      return [
        `${shape.facing}-facing plot of ${areaLabel(shape)} (${d.plotBreadthFt}x${d.plotLengthFt} ft) in ${locality}, ${city.name}.`,
        `${d.roadWidthFt} ft road in front${d.boundaryWall ? ', boundary wall done' : ''}${d.cornerPlot ? ', corner plot' : ''}. Clear title, ready for registry.`,
      ];
    case 'Land':
      return [
        `${areaLabel(shape)} of ${String(d.landUse).toLowerCase()} land at ${locality}, on the edge of ${city.name}.`,
        `${d.waterSource} on site; approach by a ${d.roadWidthFt} ft road.`,
      ];
    case 'Warehouse':
      return [
        `${formatArea(shape.areaSqft, 'sq.ft')} warehouse at ${locality} with a ${d.ceilingHeightFt} ft clear height and ${plural(Number(d.loadingDocks), 'loading dock')}.`,
        'Good approach road for trucks, 24x7 security.',
      ];
    case 'Retail Space/Shop':
      return [
        `${shape.floor === 0 ? 'Ground floor' : 'First floor'} ${shape.areaSqft >= 1000 ? 'showroom' : 'shop'} of ${formatArea(shape.areaSqft, 'sq.ft')} with ${d.frontageFt} ft frontage${d.mainRoadFacing ? ' on the main road' : ''} in ${locality}.`,
        'Suits retail, a clinic, a bank branch or a showroom.',
      ];
    default:
      return [
        `${shape.furnishing} office space of ${formatArea(shape.areaSqft, 'sq.ft')} on ${floorText(shape.floor)} in ${locality}, ${city.name}.`,
        `${plural(Number(d.washrooms), 'washroom')}${d.pantry ? ', a pantry' : ''} and room for about ${d.seats} seats.`,
      ];
  }
}

function closing(input: TextInput): string {
  if (input.transactionType === 'Rent') {
    const deposit = input.depositMonths ? `; ${input.depositMonths} months' rent as deposit` : '';
    return `Available now${deposit}.`;
  }
  if (input.possession === 'Under Construction' && input.possessionDate) {
    return `Possession by ${formatMonthYear(input.possessionDate)}; RERA registered.`;
  }
  if (input.ageYears === null || input.ageYears === undefined) return 'Ready for registration.';
  return input.ageYears <= 1
    ? 'Brand new, ready to move in.'
    : `Ready to move; the building is ${input.ageYears} years old.`;
}

/** Two to four sentences: what and where, its features, sometimes the neighbourhood, then terms. */
export function propertyDescription(random: Random, input: TextInput): string {
  const home = input.shape.bedrooms !== null;
  const sentences = home ? homeSentences(random, input) : otherSentences(input);
  if (random.chance(0.6)) sentences.push(`${random.pick(NEIGHBOURHOOD)}; ${input.nearby} is a short drive away.`);
  if (home || random.chance(0.5)) sentences.push(closing(input));
  return sentences.join(' ');
}
