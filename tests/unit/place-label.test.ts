/** "Delhi / Delhi" is written as Delhi NCR wherever a city and its state are written together. */
import { describe, expect, it } from 'vitest';
import { landingDescription } from '../../src/shared/landing/landing-contract';
import { formatFullLocation } from '../../src/shared/location/location.types';
import { cityAndState, DELHI_NCR, stateBesideCity } from '../../src/shared/location/place-label';

describe('a city written with its state', () => {
  it('reads Delhi, Delhi as Delhi NCR and leaves every other pair alone', () => {
    expect(DELHI_NCR).toBe('Delhi NCR');
    expect(cityAndState('Delhi', 'Delhi')).toBe('Delhi NCR');
    expect(cityAndState('New Delhi', 'Delhi')).toBe('New Delhi, Delhi');
    expect(cityAndState('Ujjain', 'Madhya Pradesh')).toBe('Ujjain, Madhya Pradesh');
    expect(cityAndState('Ujjain', null)).toBe('Ujjain');
    expect(stateBesideCity('Delhi', 'Delhi')).toBe('Delhi NCR');
    expect(stateBesideCity('Gurgaon', 'Haryana')).toBe('Haryana');
  });

  it('says Delhi NCR in the detected location and a landing page’s description', () => {
    expect(formatFullLocation({ city: 'Delhi', state: 'Delhi' })).toBe('Delhi NCR, India');
    expect(formatFullLocation({ city: 'Bhopal', state: 'Madhya Pradesh' })).toBe('Bhopal, Madhya Pradesh, India');
    const page = {
      heading: 'Property for sale in Delhi',
      city: 'Delhi',
      state: 'Delhi',
      total: 2,
      medianPricePerSqft: null,
      medianRent: null,
      localities: [],
      kind: 'city' as const,
    };
    expect(landingDescription(page)).toMatch(/^2 listings: Property for sale in Delhi, Delhi NCR\./);
  });
});
