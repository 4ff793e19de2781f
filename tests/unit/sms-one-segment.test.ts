import { describe, expect, it } from 'vitest';
import { accountExistsText, deletedNumberText, otpText } from '../../src/server/features/accounts/otp';
import { REMINDER_PATH } from '../../src/server/features/listings/freshness-reminders';
import { oneSegment, segmentsOf } from '../../src/server/lib/sms/one-segment';
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES } from '../../src/shared/alerts/saved-search-constants';
import { formatDate } from '../../src/shared/date-format';
import { FRESHNESS_MESSAGES } from '../../src/shared/listings/freshness';
import { REPORT_MESSAGES } from '../../src/shared/reports/report-contract';

/** A public origin longer than the product's own, so the links in the texts are as long as a deployment's. */
const ORIGIN = 'https://propertycreator.example.in';
/** The longest date the texts write: a two-digit day and the longest month the site writes. */
const DATE = formatDate(new Date('2026-09-30T12:00:00Z'));
const LONG_TITLE = `Spacious 3 BHK flat with modular kitchen, two balconies and covered parking near ${'Hoshangabad Road '.repeat(3)}`;
const TITLES = [
  'Flat in Kolar',
  LONG_TITLE,
  // Devanagari and ₹ need UCS-2: one such character would make the whole text 70 characters a segment.
  '2 BHK फ्लैट, अरेरा कॉलोनी, भोपाल ₹45 लाख',
  'Villa 🏡 with garden “near lake”',
  'x'.repeat(150),
];

describe('every text the product sends is one SMS segment', () => {
  it('the OTPs and the sign-up notes', () => {
    for (const purpose of ['register', 'reset', 'login'] as const)
      expect(segmentsOf(otpText('123456', purpose, 10))).toBe(1);
    expect(segmentsOf(accountExistsText())).toBe(1);
    expect(segmentsOf(deletedNumberText(DATE))).toBe(1);
  });

  it.each(TITLES)('the held-listing text for "%s"', (title) => {
    const text = oneSegment(REPORT_MESSAGES.heldSms, title);
    expect(text).toBeDefined();
    expect(segmentsOf(text as string)).toBe(1);
    expect(text).toMatch(/^Property Creator: /);
    expect(text).toContain('is hidden for review');
  });

  it.each(TITLES)('the still-available reminder for "%s"', (title) => {
    const text = oneSegment((part) => FRESHNESS_MESSAGES.reminderText(part, DATE, `${ORIGIN}${REMINDER_PATH}`), title);
    expect(segmentsOf(text as string)).toBe(1);
    expect(text).toContain(`${ORIGIN}${REMINDER_PATH}`);
  });

  it('keeps a short title whole, and cuts a long one at a word', () => {
    expect(oneSegment(REPORT_MESSAGES.heldSms, 'Flat in Kolar')).toBe(REPORT_MESSAGES.heldSms('Flat in Kolar'));
    const cut = oneSegment(REPORT_MESSAGES.heldSms, LONG_TITLE) as string;
    expect(cut).toMatch(/^Property Creator: "Spacious 3 BHK flat with [a-z ,]*[a-z]\.\.\." is hidden/);
    // What GSM-7 can write of a Devanagari title is kept; the rest goes rather than double the text's cost.
    expect(oneSegment(REPORT_MESSAGES.heldSms, TITLES[2] as string)).toBe(REPORT_MESSAGES.heldSms('2 BHK , , 45'));
  });

  it("a saved search's alert, its name as long as a name may be", () => {
    const label = 'Flats for rent near the lake in Bhopal under 50 lakh '
      .repeat(3)
      .slice(0, SAVED_SEARCH_LIMITS.labelMaxLength);
    const text = oneSegment(
      (part) => SAVED_SEARCH_MESSAGES.smsText(3, part, `${ORIGIN}/search-results?city=Bhopal`),
      label,
    );
    expect(segmentsOf(text as string)).toBe(1);
    expect(text).toContain(`${ORIGIN}/search-results?city=Bhopal`);
    // A link too long for any name: the caller sends the short text instead.
    expect(
      oneSegment((part) => SAVED_SEARCH_MESSAGES.smsText(3, part, `${ORIGIN}/${'a'.repeat(200)}`), label),
    ).toBeUndefined();
  });
});
