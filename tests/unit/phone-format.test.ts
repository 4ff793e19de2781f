import { describe, expect, it } from 'vitest';
import { formatPhone, normalisePhone } from '../../src/shared/accounts/phone-number';

describe('a mobile number, written one way', () => {
  it.each(['9876500011', '+91 98765 00011', '+919876500011', '098765 00011', '98765-00011', '91 9876500011'])(
    'writes %s as +91 98765 00011',
    (typed) => {
      expect(normalisePhone(typed)).toBe('9876500011');
      expect(formatPhone(typed)).toBe('+91 98765 00011');
    },
  );

  it('leaves what is not an Indian mobile number as it was given', () => {
    for (const other of ['', '12345', '+1 415 555 0100 22']) expect(formatPhone(other)).toBe(other);
  });
});
