import { describe, expect, it } from 'vitest';
import { landingHeading, TYPE_PLURALS } from '../../src/shared/landing/landing-contract';
import {
  DEAL_SLUGS,
  landingApiPath,
  landingPath,
  landingPathForSearch,
  parseLandingPath,
  slugOf,
  TYPE_SLUGS,
} from '../../src/shared/landing/landing-paths';
import { PROPERTY_TYPES, TRANSACTION_TYPES } from '../../src/shared/listings/vocabulary';
import { appRouteKey, isServerRendered } from '../../src/shared/routes';

describe('landing addresses', () => {
  it.each([
    ['Bhopal', 'bhopal'],
    ['Arera Colony', 'arera-colony'],
    ['Navi Mumbai', 'navi-mumbai'],
    ['M.P. Nagar', 'm-p-nagar'],
    ['  Koramangala 5th Block ', 'koramangala-5th-block'],
    ['Thiruvananthapuram', 'thiruvananthapuram'],
    ['Sécteur 17', 'secteur-17'],
    ['--', ''],
  ])('slugOf(%j) is %j', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });

  it('writes a city, a type and deal, and a locality as clean lowercase paths', () => {
    expect(landingPath({ city: 'Bhopal' })).toBe('/in/bhopal');
    expect(landingPath({ city: 'Bhopal', propertyType: 'Flat/Apartment', transactionType: 'Buy' })).toBe(
      '/in/bhopal/flats-for-sale',
    );
    expect(landingPath({ city: 'Bhopal', propertyType: 'Office Space', transactionType: 'Rent' })).toBe(
      '/in/bhopal/offices-for-rent',
    );
    // A type without a deal is for sale, as search-results links default to Buy (docs/routes.md).
    expect(landingPath({ city: 'Navi Mumbai', propertyType: 'Plot' })).toBe('/in/navi-mumbai/plots-for-sale');
    expect(landingPath({ city: 'Bhopal', locality: 'Arera Colony' })).toBe('/in/bhopal/arera-colony');
  });

  it('reads back every type and deal of every city, and its API path', () => {
    for (const propertyType of PROPERTY_TYPES) {
      for (const transactionType of TRANSACTION_TYPES) {
        const path = landingPath({ city: 'Navi Mumbai', propertyType, transactionType });
        expect(path).toMatch(/^\/in\/navi-mumbai\/[a-z-]+-for-(sale|rent)$/);
        const address = parseLandingPath(path);
        expect(address).toEqual({ kind: 'type', citySlug: 'navi-mumbai', propertyType, transactionType });
        if (!address) continue;
        expect(landingApiPath(address)).toBe(`/api/landing${path.slice('/in'.length)}`);
      }
    }
    // Every type has its own words, in the address and in the heading.
    expect(new Set(Object.values(TYPE_SLUGS)).size).toBe(PROPERTY_TYPES.length);
    expect(Object.values(DEAL_SLUGS)).toEqual(['for-sale', 'for-rent']);
    expect(
      landingHeading({ kind: 'type', city: 'Bhopal', propertyType: 'Flat/Apartment', transactionType: 'Buy' }),
    ).toBe('Flats for sale in Bhopal');
    expect(Object.keys(TYPE_PLURALS)).toEqual([...PROPERTY_TYPES]);
  });

  it('reads a city and a locality, and nothing else', () => {
    expect(parseLandingPath('/in/bhopal')).toEqual({ kind: 'city', citySlug: 'bhopal' });
    expect(parseLandingPath('/in/bhopal/')).toEqual({ kind: 'city', citySlug: 'bhopal' });
    expect(parseLandingPath('/in/bhopal/arera-colony')).toEqual({
      kind: 'locality',
      citySlug: 'bhopal',
      localitySlug: 'arera-colony',
    });
    for (const path of [
      '/in',
      '/in/',
      '/in/Bhopal',
      '/in/bho pal',
      '/in/bhopal/a/b',
      '/en/bhopal',
      '/in/-x',
      '/in/a--b',
    ]) {
      expect(parseLandingPath(path), path).toBeUndefined();
    }
    expect(landingApiPath({ kind: 'city', citySlug: 'bhopal' })).toBe('/api/landing/bhopal');
    expect(landingApiPath({ kind: 'locality', citySlug: 'bhopal', localitySlug: 'mp-nagar' })).toBe(
      '/api/landing/bhopal/mp-nagar',
    );
  });

  it('names the landing page a results page stands for, and none for deeper searches', () => {
    expect(landingPathForSearch({ city: 'Bhopal', transactionType: 'Buy' })).toBe('/in/bhopal');
    expect(landingPathForSearch({ city: 'Bhopal', state: 'Madhya Pradesh', page: 1 })).toBe('/in/bhopal');
    expect(landingPathForSearch({ city: 'Bhopal', propertyType: 'Flat/Apartment', transactionType: 'Rent' })).toBe(
      '/in/bhopal/flats-for-rent',
    );
    expect(landingPathForSearch({ city: 'Bhopal', locality: 'Arera Colony' })).toBe('/in/bhopal/arera-colony');
    expect(landingPathForSearch({ city: 'Bhopal', transactionType: 'Rent' })).toBeUndefined();
    expect(landingPathForSearch({ city: 'Bhopal', page: 2 })).toBeUndefined();
    expect(landingPathForSearch({ city: 'Bhopal', bedrooms: [2] })).toBeUndefined();
    expect(landingPathForSearch({ city: 'Bhopal', sort: 'price_asc' })).toBeUndefined();
    expect(landingPathForSearch({ propertyType: 'Plot' })).toBeUndefined();
  });

  it('are routes of the app, rendered on the server', () => {
    expect(appRouteKey('/in/bhopal')).toBe('landingCity');
    expect(appRouteKey('/in/bhopal/')).toBe('landingCity');
    expect(appRouteKey('/in/bhopal/flats-for-sale')).toBe('landingTopic');
    expect(appRouteKey('/in/bhopal/arera-colony')).toBe('landingTopic');
    expect(appRouteKey('/in')).toBeUndefined();
    expect(appRouteKey('/in/bhopal/arera-colony/x')).toBeUndefined();
    expect(isServerRendered('landingCity')).toBe(true);
    expect(isServerRendered('landingTopic')).toBe(true);
  });
});
