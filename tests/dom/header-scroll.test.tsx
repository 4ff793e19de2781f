import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NAV_SCROLL_THRESHOLD_PX } from '../../src/shared/limits';
import { PATHS } from '../../src/shared/routes';
import { renderApp } from '../helpers/render-app';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

const isWhite = (header: HTMLElement) =>
  header.classList.contains('bg-white') &&
  header.classList.contains('shadow-md') &&
  !header.classList.contains('bg-transparent');
const isTransparent = (header: HTMLElement) =>
  header.classList.contains('bg-transparent') && !header.classList.contains('bg-white');

describe("the top bar's background (transparent on home until 50 px, white elsewhere)", () => {
  afterEach(() => scrollTo(0));

  it('on the home page: transparent at the top and at exactly 50 px, white with a shadow past 50 px, transparent again back up', async () => {
    renderApp(PATHS.home);
    const header = await screen.findByRole('banner');
    expect(header.className).toMatch(/\bfixed\b/);
    expect(isTransparent(header)).toBe(true);
    scrollTo(NAV_SCROLL_THRESHOLD_PX);
    expect(isTransparent(header)).toBe(true);
    scrollTo(NAV_SCROLL_THRESHOLD_PX + 1);
    expect(isWhite(header)).toBe(true);
    scrollTo(10);
    expect(isTransparent(header)).toBe(true);
  });

  it('opened already scrolled (a reload half-way down): white at once', async () => {
    scrollTo(400);
    renderApp(PATHS.home);
    expect(isWhite(await screen.findByRole('banner'))).toBe(true);
  });

  it.each([PATHS.about, PATHS.contact, PATHS.properties])('always white on %s, even at the top', async (path) => {
    renderApp(path);
    const header = await screen.findByRole('banner');
    expect(isWhite(header)).toBe(true);
    scrollTo(200);
    expect(isWhite(header)).toBe(true);
  });
});
