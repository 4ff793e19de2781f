/**
 * Contact details written into public text. A seller's phone is shown only to a logged-in buyer who has
 * sent an enquiry (docs/product-rules.md, Trust), so a phone number, an e-mail, a web address or a messaging
 * handle typed into a title, an amenity or a company name would hand it to everyone. Every free-text field a
 * buyer sees refuses them with `contactDetailsMessage(field)`.
 *
 * A few regular expressions rather than a library: a phone-number library with India's metadata or a
 * link finder weighs more than the whole home page's budget, and this module ships to the client. The
 * rules aim at what a person types to be reached, and leave alone what listings are full of: room counts,
 * sizes ("1200 sq.ft"), prices ("₹ 45,00,000"), dates, pin codes and RERA ids ("P52100012345",
 * "PRM/KA/RERA/1251/446/PR/171014/000287").
 */

/** The refusal for a field holding contact details, in words the seller reads. */
export const contactDetailsMessage = (field: string): string =>
  `${field} must not contain a phone number, e-mail, web address or messaging handle: buyers reach you through enquiries`;

const DECIMAL_DIGIT = /\p{Nd}/u;

/**
 * A decimal digit of any script as 0-9 (Devanagari, Bengali, Arabic-Indic, Thai...): Unicode lays each
 * script's ten digits out in a row from zero, so a digit's value is its distance from the start of its
 * row (rows that touch, like the mathematical digits', follow one another ten at a time).
 */
function digitValue(digit: string): string {
  const point = digit.codePointAt(0) ?? 0;
  let start = point;
  while (start > 0 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((point - start) % 10);
}
const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const DIGIT_WORD = /\b(zero|oh|one|two|three|four|five|six|seven|eight|nine)\b/gi;

/**
 * The text as it would read on screen: full-width and styled characters folded (NFKC), invisible
 * format characters (zero-width spaces, joiners, bidi marks, tag characters) removed, every script's
 * digits as 0-9, and the marks a digit can carry (variation selectors, the keycap of 9️⃣, combining
 * accents) taken off it.
 */
const readable = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/\p{Nd}/gu, (digit) => (digit >= '0' && digit <= '9' ? digit : digitValue(digit)))
    .replace(/(\d)\p{M}+/gu, '$1');

/**
 * Groups of digits joined only by what people put inside a phone number (spaces, dots, dashes,
 * brackets, slashes, a leading +), also across a line break. A comma ends a group: "45,00,000" is no
 * phone. Only consecutive groups that together spell a mobile count (runSpellsMobile).
 */
const DIGIT_RUN = /\+?\(?\d+(?:[ \t\r\n.\-()/]{1,3}\d+)*/g;

/** An Indian mobile number once its +91, 91 or 0 prefix is dropped: 10 digits, the first 6 to 9. */
function isIndianMobile(digits: string): boolean {
  const national =
    digits.length === 12 && digits.startsWith('91')
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return /^[6-9]\d{9}$/.test(national);
}

/** True when some consecutive groups of one run of digits spell a mobile number. */
function runHasMobile(run: string): boolean {
  const groups = run.match(/\d+/g) ?? [];
  for (let start = 0; start < groups.length; start++) {
    let digits = '';
    for (let end = start; end < groups.length && digits.length < 12; end++) {
      digits += groups[end];
      if (isIndianMobile(digits)) return true;
    }
  }
  return false;
}

/** A group that reads as a year: RERA ids and dates put one between slashes ('HARERA/FAR/972/38/2024/9'). */
const YEAR_GROUP = /(?:^|\D)(?:19|20)\d\d(?:\D|$)/;

/**
 * True when a run spells a mobile. Across slashes only when no group of it reads as a year: '98/76/54/32/10'
 * is a phone, a RERA id's '972/38/2024/9' is not (each of its pieces is still checked on its own).
 */
const runSpellsMobile = (run: string): boolean =>
  run.includes('/') && YEAR_GROUP.test(run) ? run.split('/').some(runHasMobile) : runHasMobile(run);

const hasPhone = (text: string): boolean => (text.match(DIGIT_RUN) ?? []).some(runSpellsMobile);

/*
 * Each address pattern starts only where a word starts (the lookbehinds): otherwise a long run of letters
 * or digits is tried from every position and a 5,000-character description costs quadratic time.
 */
/** "name@mail.com", and "name at gmail dot com", "name [at] gmail [dot] com", "name(at)gmail.com". */
const EMAIL = /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b/i;
const SPELT_AT = String.raw`(?:\s+at\s+|\s*[[({<]\s*at\s*[\])}>]\s*)`;
const SPELT_DOT = String.raw`(?:\.|\s+dot\s+|\s*[[({<]\s*dot\s*[\])}>]\s*)`;
const SPELT_EMAIL = new RegExp(
  String.raw`(?<![\w.+-])[\w.+-]+${SPELT_AT}[\w-]+${SPELT_DOT}(?:com|in|net|org|co)\b`,
  'i',
);
/** "raj @ gmail . com": spaces around the signs. The ending in lower case, so "3 BHK @ Noida. In the heart" passes. */
const SPACED_EMAIL = /(?<![\w.+-])[\w.+-]+\s*@\s*[A-Za-z0-9-]+\s*(?:\.|\bdot\b)\s*(?:com|in|net|org|co)\b/;
/** A mail service named outright ("raj.sharma at gmail"): no listing needs the word otherwise. */
const MAIL_SERVICE = /\b(?:g\s?mail|ymail|hotmail|rediff\s?mail|proton\s?mail)\b/i;

/**
 * Web addresses: a scheme, "www.", or a host ending as sites do. An ending written like the first word
 * of a sentence ("near the metro.In addition", "gated.Shop nearby") is a missing space, not a site.
 */
const ENDING = '(?:com|net|org|info|biz|io|app|xyz|online|site|store|shop|live|website|tech|page|link|club|ly|gl)';
const WEB_ADDRESS = new RegExp(
  String.raw`https?://|www\.|(?<![\w.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:${ENDING}\b|(?:in|me|co)\b)(?![.-]\w)`,
  'gi',
);
/** "example dot com", "example (dot) in". */
const SPELT_DOMAIN = /\b[a-z0-9-]{2,}(?:\s+dot\s+|\s*[[({<]\s*dot\s*[\])}>]\s*)(?:com|in|net|org|co)\b/i;
/** Government sites (a state's RERA portal, say) are no way to reach the seller. */
const GOVERNMENT_HOST = /\.(?:gov|nic)\.in$/i;

/** The host of the address around `index`: the whole run of address characters, without scheme or path. */
function hostAround(text: string, index: number): string {
  const before = text.slice(0, index).match(/[\w.:/-]*$/)?.[0] ?? '';
  const after = text.slice(index).match(/^[\w.:/-]*/)?.[0] ?? '';
  return (before + after).replace(/^[a-z]+:\/\//i, '').split('/')[0] ?? '';
}

function hasWebAddress(text: string): boolean {
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const found = match[0];
    const sentenceStart = /\.[A-Z][a-z]+$/.test(found);
    if (sentenceStart || GOVERNMENT_HOST.test(hostAround(text, match.index))) continue;
    return true;
  }
  return SPELT_DOMAIN.test(text);
}

/**
 * Messaging handles: "Telegram: @propguy", "Instagram id = homes_by_raj", and an "@handle" in text that
 * names a messenger. "Signal" is left out: "signal-free road" is a selling point, not an app.
 */
const MESSENGER = String.raw`(?:whats\s?app|telegram|insta(?:gram)?|wechat|snapchat|viber)`;
const NAMED_HANDLE = new RegExp(
  String.raw`\b${MESSENGER}\s*(?:id|handle|user\s?name|no\.?|number)?(?:\s*[:=@]|\s+-)\s*@?[a-z0-9_.]{3,}`,
  'i',
);
const MESSENGER_WORD = new RegExp(String.raw`\b${MESSENGER}\b`, 'i');
const AT_HANDLE = /(?:^|[\s(:,])@[a-z][\w.]{3,}/i;
const hasHandle = (text: string): boolean =>
  NAMED_HANDLE.test(text) || (MESSENGER_WORD.test(text) && AT_HANDLE.test(text));

/** True when `text` holds a phone number, an e-mail address, a web address or a messaging handle. */
export function hasContactDetails(text: string): boolean {
  const shown = readable(text);
  const withDigitWords = shown.replace(DIGIT_WORD, (word) => DIGIT_WORDS[word.toLowerCase()] ?? word);
  return (
    hasPhone(shown) ||
    hasPhone(withDigitWords) ||
    EMAIL.test(shown) ||
    SPELT_EMAIL.test(shown) ||
    SPACED_EMAIL.test(shown) ||
    MAIL_SERVICE.test(shown) ||
    hasWebAddress(shown) ||
    hasHandle(shown)
  );
}
