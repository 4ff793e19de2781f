/**
 * Every message a person may read names a field by the label on the screen, never by an internal field
 * name (a camelCase identifier such as priceInr, newPassword, searchQuery or pageSize). Every module of
 * src/shared is imported (so a module that no longer loads fails here too), and its messages are read
 * two ways: the message-like strings of its source (zod's inline messages live only there) and the
 * strings its exports hold or make.
 */
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob<Record<string, unknown>>('../../src/shared/**/*.ts', { eager: true });
const sources = import.meta.glob<string>('../../src/shared/**/*.ts', { eager: true, query: '?raw', import: 'default' });

/** Words that read like a message: a field refused, or what it must be. */
const MESSAGE_LIKE = /\b(must|is required|is not|are not|should|at most|at least|one of|too long|too many|invalid)\b/i;
/**
 * A camelCase identifier: a lowercase word with an uppercase letter inside (priceInr, searchQuery). One in
 * a code span (`propertyId`) is the API reference naming a wire field for a programmer, not a message.
 */
const CAMEL = /(?<![\w./:`-])[a-z]+[A-Z][A-Za-z0-9]*(?![\w/(:-])/g;

/** The text of the string and template literals of `source`, interpolations taken out. */
function literals(source: string): string[] {
  const found: string[] = [];
  const pattern = /'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`|"((?:[^"\\\n]|\\.)*)"/g;
  for (const match of source.replace(/^\s*(\/\/|\*|\/\*).*$/gm, '').matchAll(pattern)) {
    const text = match[1] ?? match[2] ?? match[3] ?? '';
    found.push(text.replace(/\$\{[^}]*\}/g, '…'));
  }
  return found;
}

/** The strings an export holds or, called with sample arguments, makes. */
function exportedStrings(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return [value];
  if (depth > 3 || value === null) return [];
  if (typeof value === 'function') {
    if (value.length > 3 || /^class\b/.test(Function.prototype.toString.call(value))) return [];
    try {
      const made = (value as (...args: unknown[]) => unknown)('Sample', 2, 'Sample');
      // An async export (a device store's reader) makes no message: its rejection is not this test's.
      if (made instanceof Promise) made.catch(() => undefined);
      return typeof made === 'string' ? [made] : [];
    } catch {
      return [];
    }
  }
  if (Array.isArray(value)) return value.flatMap((item) => exportedStrings(item, depth + 1));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value).flatMap((item) => exportedStrings(item, depth + 1));
  return [];
}

const messagesNamingFields = (texts: string[]) =>
  [...new Set(texts)]
    .filter((text) => text.includes(' ') && MESSAGE_LIKE.test(text))
    .filter((text) => (text.match(CAMEL) ?? []).length > 0);

const pathOf = (key: string) => key.replace('../../src/shared/', '');

describe('messages name fields by their labels', () => {
  it('imports every module of src/shared', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(50);
    expect(Object.keys(modules).sort()).toEqual(Object.keys(sources).sort());
  });

  for (const [key, source] of Object.entries(sources)) {
    const path = pathOf(key);
    it(`${path}: no message names an internal field`, () => {
      const texts = [...literals(source), ...Object.values(modules[key] ?? {}).flatMap((v) => exportedStrings(v))];
      expect(messagesNamingFields(texts)).toEqual([]);
    });
  }

  it('catches a message that names a field', () => {
    expect(
      messagesNamingFields(['searchQuery must be at most 200 characters', 'Keywords must be at most 200']),
    ).toEqual(['searchQuery must be at most 200 characters']);
    const source = ['x(', "'newPassword must be at least 8', ", '`$', '{a} pageSize is too long`)'].join('');
    expect(literals(source)).toEqual(['newPassword must be at least 8', '… pageSize is too long']);
  });
});
