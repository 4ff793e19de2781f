import { describe, expect, it } from 'vitest';
import { isPublicAddress, isPublicHostname, isPublicHttpsUrl } from '../../src/server/lib/public-address';
import { INTERNAL_ENDPOINTS, PUBLIC_ENDPOINTS } from '../fixtures/push-endpoints';

describe('public addresses', () => {
  it.each(INTERNAL_ENDPOINTS)('refuses %s', (endpoint) => {
    expect(isPublicHttpsUrl(endpoint)).toBe(false);
  });

  it.each(PUBLIC_ENDPOINTS)('accepts %s', (endpoint) => {
    expect(isPublicHttpsUrl(endpoint)).toBe(true);
  });

  it('refuses what is not an https URL', () => {
    for (const url of ['http://fcm.googleapis.com/x', 'not a url', 'https://', '']) {
      expect(isPublicHttpsUrl(url), url).toBe(false);
    }
  });

  it('reads hosts as Node’s legacy parser leaves them (no brackets, numbers as written)', () => {
    for (const host of [
      '::ffff:127.0.0.1',
      '0:0:0:0:0:ffff:10.0.0.5',
      '2130706433',
      '0x7f.1',
      '0177.0.0.1',
      '127.0.0.1.',
    ]) {
      expect(isPublicHostname(host), host).toBe(false);
    }
    expect(isPublicHostname('2606:4700::1111')).toBe(true);
  });

  it('judges resolved addresses: only public unicast, IPv4-mapped as its IPv4', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:7f00:1', '10.0.0.5', '100.64.0.1', 'fe80::1%eth0', 'fd00::1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['142.250.183.10', '::ffff:8.8.8.8', '2606:4700::1111', '2a00:1450:4001:82b::200a']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    expect(isPublicAddress('fcm.googleapis.com')).toBe(false);
  });
});
