/**
 * Whether an address or host name is on the public internet, for anything the server connects to at a
 * user's request (Web Push endpoints): loopback, private, link-local, carrier-grade NAT, multicast,
 * reserved and documentation ranges are this machine or a network behind it, whatever the spelling.
 * ipaddr.js keeps the IANA special-purpose ranges; only its plain `unicast` counts as public.
 */
import ipaddr from 'ipaddr.js';

/**
 * IANA's global unicast block. ipaddr.js calls everything outside its special ranges `unicast`, which
 * would let IPv4-compatible addresses (::127.0.0.1, deprecated) and other unassigned space through.
 */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Names that never lead to a public server: RFC 6761 localhost, mDNS .local, ICANN's private-use
 * .internal, RFC 8375 home.arpa, and the suffixes home and office networks commonly use.
 */
const LOCAL_SUFFIXES = [
  'localhost',
  'local',
  'internal',
  'home.arpa',
  'localdomain',
  'lan',
  'home',
  'corp',
  'intranet',
];

/** A name whose last label is a number is an IPv4 address in some spelling (0x7f.1, 2130706433). */
const NUMERIC_LABEL = /^(0x[0-9a-f]*|\d+)$/i;

/** True only for a public unicast IPv4 or IPv6 address (IPv4-mapped IPv6 is judged as its IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) ip = v6.toIPv4Address();
    else if (!v6.match(GLOBAL_UNICAST_V6)) return false;
  }
  return ip.range() === 'unicast';
}

/**
 * True for a URL host that may be public: a public IP literal, or a dotted name outside the local
 * suffixes. Takes the host as `new URL()` or Node's legacy parser gives it: brackets around IPv6,
 * trailing dots and IPv4 in decimal, octal or hex are all read. A name still has to resolve to a public
 * address when connected to (see the push agent): this only refuses what is private on its face.
 */
export function isPublicHostname(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.+$/, '');
  if (ipaddr.isValid(host)) return isPublicAddress(host);
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return false;
  if (NUMERIC_LABEL.test(labels.at(-1) ?? '')) return false;
  return !LOCAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

/** True for an https URL whose host may be public (see isPublicHostname); false for anything unparsable. */
export function isPublicHttpsUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' && isPublicHostname(parsed.hostname);
}
