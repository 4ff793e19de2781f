/**
 * RERA registrations by state: the shape of a project's registration number where the state's format is
 * known, and the state authority's portal where anyone can look the number up. A number from a state
 * whose format is not listed is taken as typed: refusing it would block honest sellers, and the portal
 * link (when known) still lets a buyer check it.
 *
 * The formats follow the numbers the authorities issue, e.g. MahaRERA's P52100012345, Karnataka's
 * PRM/KA/RERA/1251/446/PR/171014/000287, UP's UPRERAPRJ123456, MP's P-BPL-17-123.
 */

export interface ReraAuthority {
  /** The authority's short name, as buyers know it: 'MahaRERA', 'K-RERA'. */
  name: string;
  /** Its public portal, where a registration number can be searched. */
  portal: string;
  /** A project registration number's shape, when known (matched without regard to case). */
  format?: RegExp;
  /** One number in that shape, to show a seller who typed something else. */
  example?: string;
}

const AUTHORITIES: Readonly<Record<string, ReraAuthority>> = {
  Maharashtra: {
    name: 'MahaRERA',
    portal: 'https://maharera.maharashtra.gov.in',
    format: /^P5\d{10}$/,
    example: 'P52100012345',
  },
  Karnataka: {
    name: 'Karnataka RERA',
    portal: 'https://rera.karnataka.gov.in',
    format: /^PRM\/KA\/RERA\/\d{4}\/\d{3}\/PR\/\d{6}\/\d{6}$/,
    example: 'PRM/KA/RERA/1251/446/PR/171014/000287',
  },
  Telangana: {
    name: 'TG RERA',
    portal: 'https://rera.telangana.gov.in',
    format: /^P02\d{9,10}$/,
    example: 'P02400001234',
  },
  'Tamil Nadu': {
    name: 'TNRERA',
    portal: 'https://www.rera.tn.gov.in',
    format: /^TN\/\d{1,2}\/(Building|Layout)\/\d{1,4}\/\d{4}$/,
    example: 'TN/29/Building/0123/2019',
  },
  Gujarat: {
    name: 'GujRERA',
    portal: 'https://gujrera.gujarat.gov.in',
    format: /^PR\/GJ\/[A-Z .]+\/[A-Z .]+\/[A-Z]+\/[A-Z]{2,4}\d{5}\/\d{4,6}$/,
    example: 'PR/GJ/AHMEDABAD/AHMEDABAD CITY/AUDA/RAA07890/2020',
  },
  'Uttar Pradesh': {
    name: 'UP RERA',
    portal: 'https://www.up-rera.in',
    format: /^UPRERAPRJ\d{4,6}$/,
    example: 'UPRERAPRJ123456',
  },
  Haryana: {
    name: 'HARERA',
    portal: 'https://haryanarera.gov.in',
    format: /^(RC\/REP\/HARERA\/[A-Z]{3}\/\d{1,4}\/\d{1,4}\/\d{4}\/\d{1,3}|HRERA-PKL-[A-Z]{2,3}-\d{1,4}-\d{4})$/,
    example: 'RC/REP/HARERA/GGM/413/145/2020/29',
  },
  'Madhya Pradesh': {
    name: 'MP RERA',
    portal: 'https://www.rera.mp.gov.in',
    format: /^P-[A-Z]{3}-\d{2}-\d{1,5}$/,
    example: 'P-BPL-17-123',
  },
  Delhi: {
    name: 'Delhi RERA',
    portal: 'https://rera.delhi.gov.in',
    format: /^DLRERA\d{4}P\d{4}$/,
    example: 'DLRERA2019P0001',
  },
  Rajasthan: {
    name: 'Rajasthan RERA',
    portal: 'https://rera.rajasthan.gov.in',
    format: /^RAJ\/P\/\d{4}\/\d{3,6}$/,
    example: 'RAJ/P/2019/1234',
  },
  Kerala: {
    name: 'K-RERA',
    portal: 'https://rera.kerala.gov.in',
    format: /^K-RERA\/PRJ\/[A-Z]{3}\/\d{3}\/\d{4}$/,
    example: 'K-RERA/PRJ/TVM/123/2020',
  },
  'West Bengal': {
    name: 'WBRERA',
    portal: 'https://rera.wb.gov.in',
    format: /^WBRERA\/P\/[A-Z]{3}\/\d{4}\/\d{6}$/,
    example: 'WBRERA/P/KOL/2023/000123',
  },
  Punjab: { name: 'Punjab RERA', portal: 'https://rera.punjab.gov.in' },
  'Andhra Pradesh': { name: 'AP RERA', portal: 'https://rera.ap.gov.in' },
  Bihar: { name: 'Bihar RERA', portal: 'https://rera.bihar.gov.in' },
  Odisha: { name: 'ORERA', portal: 'https://rera.odisha.gov.in' },
  Goa: { name: 'Goa RERA', portal: 'https://rera.goa.gov.in' },
  Chhattisgarh: { name: 'CG RERA', portal: 'https://rera.cgstate.gov.in' },
  Jharkhand: { name: 'JHARERA', portal: 'https://jharera.jharkhand.gov.in' },
  Uttarakhand: { name: 'UK RERA', portal: 'https://ukrera.uk.gov.in' },
  Assam: { name: 'Assam RERA', portal: 'https://rera.assam.gov.in' },
};

/** The RERA authority of a state ('Madhya Pradesh'), when we know it. */
export function reraAuthority(state: string): ReraAuthority | undefined {
  return Object.hasOwn(AUTHORITIES, state) ? AUTHORITIES[state] : undefined;
}

export const RERA_MESSAGES = {
  wrongFormat: (state: string, example: string) =>
    `RERA id does not look like a ${state} RERA registration number (for example ${example})`,
} as const;

/**
 * Why a project's RERA id cannot be right for its state, or undefined when it fits (or the state's
 * format is not known). Case and the spaces around slashes are forgiven; the rest must match.
 */
export function reraIdProblem(state: string, reraId: string): string | undefined {
  const authority = reraAuthority(state);
  if (!authority?.format || !authority.example) return undefined;
  const normalised = reraId
    .trim()
    .replace(/\s*\/\s*/g, '/')
    .toUpperCase();
  const format = new RegExp(authority.format.source, 'i');
  return format.test(normalised) ? undefined : RERA_MESSAGES.wrongFormat(state, authority.example);
}
