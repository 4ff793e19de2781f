import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  blankTextMessage,
  directionTextMessage,
  hasDirectionControl,
  isInvisibleOnly,
  oneLineTextMessage,
  plainTextMessage,
  searchText,
  typedText,
  typedTextProblem,
} from '../../src/shared/plain-text';
import { DIRECTION_CHANGING, INVISIBLE_ONLY, JOINED_TEXT } from '../fixtures/typed-text';

describe('plain text', () => {
  it.each(Object.entries(INVISIBLE_ONLY))('%s is blank once invisible characters are taken out', (_, text) => {
    expect(isInvisibleOnly(text)).toBe(true);
    expect(typedTextProblem(text, 'firstName', 'line')).toBe(blankTextMessage('firstName'));
    expect(typedTextProblem(text, 'about', 'paragraph')).toBe(blankTextMessage('about'));
  });

  it.each(Object.entries(DIRECTION_CHANGING))('%s changes the direction of text and is refused', (_, text) => {
    expect(hasDirectionControl(text)).toBe(true);
    expect(typedTextProblem(text, 'title', 'line')).toBe(directionTextMessage('title'));
    expect(typedTextProblem(`Line one\n${text}`, 'description', 'paragraph')).toBe(directionTextMessage('description'));
  });

  it.each(Object.entries(JOINED_TEXT))('%s keeps its joiners and passes', (_, text) => {
    expect(isInvisibleOnly(text)).toBe(false);
    expect(hasDirectionControl(text)).toBe(false);
    expect(typedTextProblem(text, 'title', 'line')).toBeUndefined();
    expect(typedTextProblem(`${text}\n\t${text}`, 'description', 'paragraph')).toBeUndefined();
  });

  it('an empty text is left to the field\'s own "required" rule; control characters come first', () => {
    expect(isInvisibleOnly('')).toBe(false);
    expect(isInvisibleOnly('   ')).toBe(false);
    expect(typedTextProblem('', 'title', 'line')).toBeUndefined();
    expect(typedTextProblem('a\nb', 'title', 'line')).toBe(oneLineTextMessage('title'));
    expect(typedTextProblem('a\nb\tc', 'about', 'paragraph')).toBeUndefined();
    expect(typedTextProblem('a\u0000\u202e', 'about', 'paragraph')).toBe(plainTextMessage('about'));
    expect(typedTextProblem('\u202e\u200b', 'title', 'line')).toBe(directionTextMessage('title'));
  });

  it('as a zod check, refuses with the field message and keeps the text as it was', () => {
    const schema = z.string().trim().superRefine(typedText('firstName', 'line'));
    expect(schema.safeParse('\u200b').error?.issues[0]?.message).toBe(blankTextMessage('firstName'));
    expect(schema.safeParse('\u202eniamda').error?.issues[0]?.message).toBe(directionTextMessage('firstName'));
    expect(schema.parse(` ${JOINED_TEXT.emojiFamily} `)).toBe(JOINED_TEXT.emojiFamily);
  });

  it('a search drops direction-changing characters and reads invisible-only text as empty', () => {
    expect(searchText('\u202eBhopal\u202c')).toBe('Bhopal');
    expect(searchText(INVISIBLE_ONLY.twelveZeroWidthSpaces)).toBe('');
    expect(searchText('\u2066\u200b\u2069')).toBe('');
    for (const text of Object.values(JOINED_TEXT)) expect(searchText(text)).toBe(text);
    expect(searchText('100% _pure_ \\')).toBe('100% _pure_ \\');
  });
});
