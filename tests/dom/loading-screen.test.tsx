import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingScreen } from '../../src/client/ui/LoadingScreen';
import { LOADING_LETTER_MS } from '../../src/shared/limits';
import { BRAND_NAME, LOADING_LINE } from '../../src/shared/messages';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Stubs the system's reduced-motion preference. */
function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

describe('loading screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('types the brand name one letter every 200 ms above the loading line', () => {
    prefersReducedMotion(false);
    render(<LoadingScreen />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText(LOADING_LINE)).toBeTruthy();

    advance(3 * LOADING_LETTER_MS);
    expect(screen.getByText('Pro')).toBeTruthy();
    advance(LOADING_LETTER_MS - 1);
    expect(screen.queryByText('Prop')).toBeNull();
    advance(1);
    expect(screen.getByText('Prop')).toBeTruthy();

    advance((BRAND_NAME.length - 4) * LOADING_LETTER_MS);
    // The full name is typed out, next to the screen-reader copy that was there from the start.
    expect(screen.getAllByText(BRAND_NAME)).toHaveLength(2);
    advance(10 * LOADING_LETTER_MS);
    expect(screen.getAllByText(BRAND_NAME)).toHaveLength(2);
  });

  it('tells screen readers the whole brand name at once, not letter by letter', () => {
    prefersReducedMotion(false);
    render(<LoadingScreen />);
    const readable = screen.getByText(BRAND_NAME);
    expect(readable.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('shows the whole name at once when the visitor prefers reduced motion', () => {
    prefersReducedMotion(true);
    render(<LoadingScreen />);
    expect(screen.getAllByText(BRAND_NAME)).toHaveLength(2);
  });
});
