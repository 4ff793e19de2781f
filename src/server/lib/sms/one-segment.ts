/**
 * Every text the product sends fits one SMS segment: 160 GSM-7 characters, or 70 once a single character
 * needs UCS-2 (a curly quote, ₹, Devanagari, an emoji). A second segment costs as much again, and many
 * phones show a split text out of order. The counting is Twilio's `sms-segments-calculator`.
 */
import { SegmentedMessage } from 'sms-segments-calculator';

const ELLIPSIS = '...';

export const segmentsOf = (text: string): number => new SegmentedMessage(text, 'auto').segmentsCount;

const isGsm = (character: string) => new SegmentedMessage(character, 'auto').encodingName === 'GSM-7';

/**
 * The text `build` writes around `part` (a listing's title, a saved search's name), with `part` shortened
 * until the whole is one segment: first the characters GSM-7 lacks go (one would make the whole text
 * UCS-2, 70 characters), then the part is cut at a word and ends in '...'. Undefined when even an empty
 * part leaves the text too long (the caller sends a shorter text instead).
 */
export function oneSegment(build: (part: string) => string, part: string): string | undefined {
  const whole = build(part);
  if (segmentsOf(whole) === 1) return whole;
  const gsm = [...part].filter(isGsm).join('').replace(/\s+/g, ' ').trim();
  if (segmentsOf(build(gsm)) === 1) return build(gsm);
  const words = gsm.split(' ');
  for (let count = words.length - 1; count > 0; count--) {
    const kept = words
      .slice(0, count)
      .join(' ')
      .replace(/[\s,.;:!?-]+$/, '');
    const text = build(`${kept}${ELLIPSIS}`);
    if (segmentsOf(text) === 1) return text;
  }
  const bare = build('');
  return segmentsOf(bare) === 1 ? bare : undefined;
}
