import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../src/server/env';
import { SITE } from '../../src/shared/site';

describe('site configuration in the environment', () => {
  it('defaults the support phone and e-mail to the built-in ones, and has no public origin', () => {
    const env = loadEnv({});
    expect(env.SUPPORT_PHONE).toBe(SITE.phone);
    expect(env.SUPPORT_EMAIL).toBe(SITE.email);
    expect(env.PUBLIC_ORIGIN).toBeUndefined();
  });

  it('reads them, keeping the phone as written and the origin without its path', () => {
    const env = loadEnv({
      SUPPORT_PHONE: ' +91-98765-43210 ',
      SUPPORT_EMAIL: 'help@homes.example.in',
      PUBLIC_ORIGIN: 'https://homes.example.in/some/path/',
    });
    expect(env.SUPPORT_PHONE).toBe('+91-98765-43210');
    expect(env.SUPPORT_EMAIL).toBe('help@homes.example.in');
    expect(env.PUBLIC_ORIGIN).toBe('https://homes.example.in');
  });

  it.each(['0755 400 1234', '9876543210', '+919876543210', '+91 755 400 1234'])('accepts the phone %s', (phone) => {
    expect(loadEnv({ SUPPORT_PHONE: phone }).SUPPORT_PHONE).toBe(phone);
  });

  it.each([
    [{ SUPPORT_PHONE: '12345' }, 'SUPPORT_PHONE: must be a phone number of 10 to 13 digits'],
    [{ SUPPORT_PHONE: '+91 98765 43210 9999' }, 'SUPPORT_PHONE: must be a phone number of 10 to 13 digits'],
    [{ SUPPORT_PHONE: 'call 9876543210' }, 'SUPPORT_PHONE: must be a phone number of 10 to 13 digits'],
    [{ SUPPORT_PHONE: '98765+43210' }, 'SUPPORT_PHONE: must be a phone number of 10 to 13 digits'],
    [{ SUPPORT_EMAIL: 'support' }, 'SUPPORT_EMAIL: must be an e-mail address'],
    [{ SUPPORT_EMAIL: '<script>@x' }, 'SUPPORT_EMAIL: must be an e-mail address'],
    [{ PUBLIC_ORIGIN: 'www.example.in' }, 'PUBLIC_ORIGIN: must be a URL like https://'],
    [{ PUBLIC_ORIGIN: 'https://' }, 'PUBLIC_ORIGIN: must be a URL like https://'],
  ])('refuses %j', (source, message) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(message);
  });
});
