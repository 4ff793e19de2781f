import { describe, expect, it } from 'vitest';
import { generateDemoMarketplace } from '../../src/demo/demo-generator';
import { addressLine, streetOf } from '../../src/shared/location/address-line';

const CITY = 'Bhopal';
const STATE = 'Madhya Pradesh';

describe('an address line', () => {
  it('names the city and state once when the address already names them', () => {
    expect(addressLine('Arera Colony, Bhopal, Madhya Pradesh', CITY, STATE)).toBe(
      'Arera Colony, Bhopal, Madhya Pradesh',
    );
    expect(addressLine('12 Link Road,  bhopal , MADHYA PRADESH', CITY, STATE)).toBe(
      '12 Link Road, bhopal, MADHYA PRADESH',
    );
  });

  it('adds the city and state the address leaves out, and drops a part typed twice', () => {
    expect(addressLine('Arera Colony', CITY, STATE)).toBe('Arera Colony, Bhopal, Madhya Pradesh');
    expect(addressLine('Arera Colony, Bhopal, Bhopal', CITY, STATE)).toBe('Arera Colony, Bhopal, Madhya Pradesh');
    expect(addressLine(null, CITY, STATE)).toBe('Bhopal, Madhya Pradesh');
    expect(addressLine('  ,  ', null, undefined)).toBe('');
  });

  it('keeps unicode parts as typed', () => {
    expect(addressLine('अरेरा कॉलोनी 🏠', 'भोपाल', 'भोपाल')).toBe('अरेरा कॉलोनी 🏠, भोपाल');
  });

  it('keeps only what the address says beyond the places shown on their own', () => {
    expect(streetOf('Plot 4, Arera Colony, Bhopal, Madhya Pradesh', 'Arera Colony', CITY, STATE)).toBe('Plot 4');
    expect(streetOf('Arera Colony, Bhopal, Madhya Pradesh', 'Arera Colony', CITY, STATE)).toBe('');
  });
});

describe('the demo marketplace’s addresses', () => {
  const demo = generateDemoMarketplace({ seed: 7, sellers: 40, projects: 20, properties: 0 });
  const count = (text: string, part: string) => text.split(', ').filter((p) => p === part).length;

  it('names the city and state once in every seller’s and project’s address line', () => {
    expect(demo.sellers.length).toBe(40);
    expect(demo.projects.length).toBeGreaterThan(0);
    for (const person of [...demo.sellers, ...demo.projects]) {
      // The stored address is the street part; the city and state are their own columns.
      expect(person.address?.split(', ')).not.toContain(person.city);
      expect(person.address?.split(', ')).not.toContain(person.state);
      const text = addressLine(person.address, person.city, person.state);
      expect(count(text, person.city)).toBe(1);
      expect(count(text, person.state)).toBe(1);
    }
  });
});
