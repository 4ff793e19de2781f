import { describe, expect, it } from 'vitest';
import { hasContactDetails } from '../../src/shared/contact-details';
import { impersonatesPlatform } from '../../src/shared/platform-names';

describe('contact details in public text', () => {
  it.each([
    ['a bare mobile number', 'Call 9876543210 for a visit'],
    ['a number in groups', 'Owner: 98765 43210'],
    ['dashes and dots', 'Contact 98765-43210 or 987.654.3210'],
    ['the +91 prefix', 'Ring +91 98765 43210'],
    ['the 91 prefix without a plus', 'Ring 919876543210'],
    ['a leading 0', 'Ring 09876543210'],
    ['brackets', 'Phone (+91) 98765-43210'],
    ['digits typed apart', '9 8 7 6 5 4 3 2 1 0'],
    ['beside another number', 'Flat 3 9876543210'],
    ['hidden by zero-width spaces', '98765\u200b43210'],
    ['full-width digits', 'Call \uff19\uff18\uff17\uff16\uff15\uff14\uff13\uff12\uff11\uff10'],
    ['Devanagari digits', 'फ़ोन ९८७६५४३२१०'],
    ['Arabic-Indic digits', 'Call \u0669\u0668\u0667\u0666\u0665\u0664\u0663\u0662\u0661\u0660'],
    ['Extended Arabic-Indic digits', '\u06f9\u06f8\u06f7\u06f6\u06f5\u06f4\u06f3\u06f2\u06f1\u06f0'],
    ['Thai digits', '\u0e59\u0e58\u0e57\u0e56\u0e55\u0e54\u0e53\u0e52\u0e51\u0e50'],
    [
      'mathematical bold digits',
      '\u{1d7d7}\u{1d7d6}\u{1d7d5}\u{1d7d4}\u{1d7d3}\u{1d7d2}\u{1d7d1}\u{1d7d0}\u{1d7cf}\u{1d7ce}',
    ],
    ['digits between variation selectors', '9\ufe0f8\ufe0f7\ufe0f6\ufe0f5\ufe0f4\ufe0f3\ufe0f2\ufe0f1\ufe0f0'],
    [
      'keycap emoji digits',
      '9\ufe0f\u20e38\ufe0f\u20e37\ufe0f\u20e36\ufe0f\u20e35\ufe0f\u20e34\ufe0f\u20e33\ufe0f\u20e32\ufe0f\u20e31\ufe0f\u20e30\ufe0f\u20e3',
    ],
    ['combining marks between digits', '9\u03018\u03017\u03016\u03015\u03014\u03013\u03012\u03011\u03010'],
    ['tag characters between digits', '98765\u{e0031}43210'],
    ['slashes between the groups', '98/76/54/32/10'],
    ['two halves with a slash', 'Call 98765/43210'],
    ['a number split across lines', 'Call\n98765\n43210'],
    ['digits as words', 'nine eight seven six five four three two one zero'],
    ['an e-mail', 'Write to owner.sharma@gmail.com'],
    ['an e-mail spelt out', 'owner at gmail dot com'],
    ['an e-mail with brackets', 'owner[at]gmail[dot]com'],
    ['an e-mail with (at)', 'owner(at)yahoo.in'],
    ['an e-mail with spaces', 'raj @ gmail . com'],
    ['a mail service named', 'raj.sharma at gmail'],
    ['a link', 'See https://example.com/flat'],
    ['www.', 'www.sharmaestates'],
    ['a bare .com domain', 'More photos on sharmaestates.com'],
    ['a bare .in domain', 'sharmaestates.in'],
    ['a .co.in domain', 'sharma.co.in'],
    ['a short link', 'bit.ly/flat3bhk'],
    ['a domain spelt out', 'sharmaestates dot com'],
    ['a WhatsApp link', 'wa.me/919876543210'],
    ['a Telegram handle', 'Telegram: @sharma_homes'],
    ['a WhatsApp id', 'WhatsApp id - sharma_homes'],
    ['an @handle beside a messenger', 'DM on Instagram @sharmahomes'],
  ])('refuses %s', (_, text) => {
    expect(hasContactDetails(text)).toBe(true);
  });

  it.each([
    ['room counts and sectors', '3 BHK in Sector 62'],
    ['a plot size', 'Plot 1200 sq.ft'],
    ['an Indian price', '₹ 45,00,000'],
    ['a price in lakh', 'Rs. 75.5 lakh, negotiable'],
    ['a Maharashtra RERA id', 'P52100012345'],
    ['a Karnataka RERA id', 'PRM/KA/RERA/1251/446/PR/171014/000287'],
    ['a Haryana RERA id', 'HRERA-PKL-GGM-123-2019'],
    ['a pin code', 'Sector 62, Noida 201301'],
    ['a date range', 'Possession 2025-06-30 - 2026-01-01'],
    ['a configuration label', '4 BHK 2500-3200 sq.ft, 2.5 - 3.2 Cr'],
    ['an at-price', '2 BHK @ 45 lakh'],
    ['an at-place and a new sentence', '3 BHK @ Noida. In the heart of the city'],
    ['an outlook', 'Great outlook over the lake'],
    ['a state RERA portal', 'Registered on maharera.mahaonline.gov.in'],
    ['a missing space after a full stop', 'Near the metro.In addition, a park'],
    ['an ordinary amenity', 'Signal-free road access'],
    ['a WhatsApp group', 'WhatsApp group for residents'],
    ['an "at" without a domain', 'Flat at Noida. Close to the metro'],
    ['words that are digits', 'One covered parking, two lifts'],
    ['an empty text', ''],
    ['a date with slashes', 'Possession by 06/11/2026'],
    ['a Haryana RERA registration with a year', 'RC/REP/HARERA/FAR/972/38/2024/9'],
    ['a flat number and a floor', 'Flat 12/3, floor 7'],
    ['lines of room sizes', 'Hall 12x14\n2 bedrooms 10x12'],
  ])('allows %s', (_, text) => {
    expect(hasContactDetails(text)).toBe(false);
  });
});

describe('names that pass for the platform', () => {
  it.each([
    'Property Creator',
    'PropertyCreator Homes',
    'Pr0perty Creat0r',
    'Official Listings',
    'OFFICIAL',
    'Support Desk',
    'S u p p o r t',
    'S.U.P.P.O.R.T',
    'Sup\u200bport',
    'Verified Agent',
    'V\u0435rified Homes',
    '\uff36\uff45\uff52\uff49\uff46\uff49\uff45\uff44',
  ])('refuses %s', (name) => {
    expect(impersonatesPlatform(name)).toBe(true);
  });

  it.each(['Sharma Estates', 'Supportive Homes', 'Property Creations', 'Asha', 'Verma', 'Creator Builders'])(
    'allows %s',
    (name) => {
      expect(impersonatesPlatform(name)).toBe(false);
    },
  );
});
