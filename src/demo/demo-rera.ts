/**
 * RERA registration numbers shaped like each state's real ones (Maharashtra's P518..., Karnataka's
 * PRM/KA/RERA/..., UP's UPRERAPRJ...). They are made up: no real registration is referenced.
 */
import type { DemoCity } from './demo-city.types';
import type { Random } from './demo-random';

const STATE_CODES: Readonly<Record<string, string>> = {
  Delhi: 'DL',
  Maharashtra: 'MH',
  Karnataka: 'KA',
  Telangana: 'TG',
  'Tamil Nadu': 'TN',
  'West Bengal': 'WB',
  Gujarat: 'GJ',
  'Uttar Pradesh': 'UP',
  Haryana: 'HR',
  Chandigarh: 'CH',
  Rajasthan: 'RJ',
  Uttarakhand: 'UK',
  Punjab: 'PB',
  'Jammu and Kashmir': 'JK',
  'Himachal Pradesh': 'HP',
  Goa: 'GA',
  'Madhya Pradesh': 'MP',
  Chhattisgarh: 'CG',
  Kerala: 'KL',
  'Andhra Pradesh': 'AP',
  Bihar: 'BR',
  Odisha: 'OD',
  Assam: 'AS',
  Jharkhand: 'JH',
};

const digits = (random: Random, count: number) => String(random.int(1, 10 ** count - 1)).padStart(count, '0');

const cityCode = (city: DemoCity) =>
  city.name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase();

/** A project registration number in the style of the city's state. */
export function projectReraId(random: Random, city: DemoCity, year: number): string {
  const yy = String(year % 100).padStart(2, '0');
  switch (city.state) {
    case 'Maharashtra':
      return `P5${random.int(10, 30)}${digits(random, 8)}`;
    case 'Karnataka':
      return `PRM/KA/RERA/1251/${digits(random, 3)}/PR/${yy}${digits(random, 4)}/${digits(random, 6)}`;
    case 'Telangana':
      return `P02${random.int(100, 500)}${digits(random, 7)}`;
    case 'Tamil Nadu':
      return `TN/${random.int(1, 35)}/Building/${digits(random, 4)}/${year}`;
    case 'Gujarat':
      return `PR/GJ/${city.name.toUpperCase()}/${city.name.toUpperCase()} CITY/${city.name[0]}UDA/RAA${digits(random, 5)}/${year}`;
    case 'Uttar Pradesh':
      return `UPRERAPRJ${digits(random, 6)}`;
    case 'Haryana':
      return `RC/REP/HARERA/${cityCode(city)}/${digits(random, 3)}/${random.int(10, 99)}/${year}/${random.int(1, 99)}`;
    case 'Madhya Pradesh':
      return `P-${cityCode(city)}-${yy}-${random.int(100, 4999)}`;
    case 'Delhi':
      return `DLRERA${year}P${digits(random, 4)}`;
    case 'Rajasthan':
      return `RAJ/P/${year}/${digits(random, 4)}`;
    case 'Kerala':
      return `K-RERA/PRJ/${cityCode(city)}/${digits(random, 3)}/${year}`;
    case 'West Bengal':
      return `WBRERA/P/${cityCode(city)}/${year}/${digits(random, 6)}`;
    default:
      return `${STATE_CODES[city.state] ?? 'IN'}RERA/P/${cityCode(city)}/${year}/${digits(random, 5)}`;
  }
}

/** An agent (broker) registration number in the style of the city's state. */
export function agentReraNumber(random: Random, city: DemoCity, year: number): string {
  switch (city.state) {
    case 'Maharashtra':
      return `A5${random.int(10, 30)}${digits(random, 8)}`;
    case 'Karnataka':
      return `PRM/KA/RERA/1251/${digits(random, 3)}/AG/${String(year % 100).padStart(2, '0')}${digits(random, 4)}/${digits(random, 6)}`;
    case 'Telangana':
      return `A02${random.int(100, 500)}${digits(random, 7)}`;
    case 'Uttar Pradesh':
      return `UPRERAAGT${digits(random, 5)}`;
    case 'Haryana':
      return `HRERA-PKL-REA-${digits(random, 4)}-${year}`;
    default:
      return `${STATE_CODES[city.state] ?? 'IN'}RERA/A/${cityCode(city)}/${year}/${digits(random, 5)}`;
  }
}
