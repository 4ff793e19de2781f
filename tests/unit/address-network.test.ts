import { describe, expect, it } from 'vitest';
import { addressNetwork } from '../../src/server/lib/client-ip';

describe('the network an address counts as', () => {
  it('is an IPv4 address itself, and an IPv4 address written as IPv6 too', () => {
    expect(addressNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(addressNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const network = '2001:db8:aa:1::/64';
    for (const address of ['2001:db8:aa:1::1', '2001:0DB8:00AA:0001:ffff:1:2:3', '2001:db8:aa:1:0:0:0:0'])
      expect(addressNetwork(address), address).toBe(network);
    expect(addressNetwork('2001:db8:aa:2::1')).not.toBe(network);
  });

  it('leaves what is not an address as it is', () => {
    expect(addressNetwork('unknown')).toBe('unknown');
  });
});
