import { describe, expect, it } from 'vitest';
import { DEMO_CITIES } from '../../src/demo/demo-cities.data';
import { createRandom } from '../../src/demo/demo-random';
import { projectReraId } from '../../src/demo/demo-rera';
import { RERA_MESSAGES, reraAuthority, reraIdProblem } from '../../src/shared/listings/rera';
import { listingSchema } from '../../src/shared/sellers/seller-listing-contract';

describe('RERA registration numbers by state', () => {
  it("accepts each state's own example and refuses another state's", () => {
    expect(reraIdProblem('Madhya Pradesh', 'P-BPL-17-123')).toBeUndefined();
    expect(reraIdProblem('Maharashtra', 'P52100012345')).toBeUndefined();
    expect(reraIdProblem('Karnataka', 'PRM/KA/RERA/1251/446/PR/171014/000287')).toBeUndefined();
    expect(reraIdProblem('Uttar Pradesh', 'UPRERAPRJ123456')).toBeUndefined();
    expect(reraIdProblem('Madhya Pradesh', 'P52100012345')).toBe(
      RERA_MESSAGES.wrongFormat('Madhya Pradesh', 'P-BPL-17-123'),
    );
    expect(reraIdProblem('Maharashtra', 'P-BPL-17-123')).toBe(RERA_MESSAGES.wrongFormat('Maharashtra', 'P52100012345'));
  });

  it('forgives case and spaces around slashes, nothing else', () => {
    expect(reraIdProblem('Madhya Pradesh', 'p-bpl-17-123')).toBeUndefined();
    expect(reraIdProblem('Rajasthan', 'RAJ / P / 2019 / 1234')).toBeUndefined();
    expect(reraIdProblem('Rajasthan', 'RAJ-P-2019-1234')).toBeDefined();
    expect(reraIdProblem('Madhya Pradesh', 'P-BPL-17-123 call 98765')).toBeDefined();
  });

  it('takes any number from a state whose format is not known, and still links its portal when known', () => {
    expect(reraIdProblem('Punjab', 'PBRERA-LDH-PR0123')).toBeUndefined();
    expect(reraIdProblem('Sikkim', 'anything-1')).toBeUndefined();
    expect(reraAuthority('Punjab')?.portal).toBe('https://rera.punjab.gov.in');
    expect(reraAuthority('Sikkim')).toBeUndefined();
    expect(reraAuthority('constructor')).toBeUndefined();
  });

  it('every portal is an https address of a government site', () => {
    for (const state of ['Maharashtra', 'Karnataka', 'Gujarat', 'Delhi', 'West Bengal', 'Assam']) {
      expect(reraAuthority(state)?.portal).toMatch(/^https:\/\/[a-z0-9.-]+\.(gov\.in|in)$/);
    }
  });

  it("the demo marketplace's numbers all fit their state's format", () => {
    const random = createRandom(7);
    for (const city of DEMO_CITIES) {
      for (let year = 2015; year <= 2026; year += 1) {
        const id = projectReraId(random, city, year);
        expect(reraIdProblem(city.state, id), `${city.name}: ${id}`).toBeUndefined();
      }
    }
  });

  it("a listing's RERA id is checked against its state, with the message under the RERA id field", () => {
    const listing = {
      title: 'Spacious 2 BHK flat near the lake',
      propertyType: 'Flat/Apartment',
      transactionType: 'Buy',
      price: 4_500_000,
      area: { value: 1100, unit: 'sq.ft' },
      bedrooms: 2,
      bathrooms: 2,
      location: { state: 'Madhya Pradesh', city: 'Bhopal', locality: 'Arera Colony' },
    };
    const wrong = listingSchema.safeParse({ ...listing, reraId: 'UPRERAPRJ123456' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['reraId'],
        message: RERA_MESSAGES.wrongFormat('Madhya Pradesh', 'P-BPL-17-123'),
      }),
    );
    expect(listingSchema.safeParse({ ...listing, reraId: 'P-BPL-19-2231' }).success).toBe(true);
  });
});
