import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../src/client/app/AppToaster';
import { TOAST_DURATION_MS } from '../../src/shared/limits';

// react-hot-toast removes a dismissed toast from the page after its exit animation.
const REMOVE_DELAY_MS = 1000;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    render(<AppToaster />);
  });

  afterEach(() => {
    act(() => toast.remove());
  });

  it('close by themselves after 5 seconds', () => {
    act(() => {
      toast('Saved to your shortlist');
    });
    advance(TOAST_DURATION_MS - 100);
    expect(screen.getByText('Saved to your shortlist')).toBeTruthy();
    advance(100);
    advance(REMOVE_DELAY_MS);
    expect(screen.queryByText('Saved to your shortlist')).toBeNull();
  });

  it('pause while the window has lost focus and resume with the time they had left', () => {
    act(() => {
      toast('Enquiry sent');
    });
    advance(2000);
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    advance(60_000);
    expect(screen.getByText('Enquiry sent')).toBeTruthy();

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    advance(TOAST_DURATION_MS - 2000 - 100);
    expect(screen.getByText('Enquiry sent')).toBeTruthy();
    advance(100);
    advance(REMOVE_DELAY_MS);
    expect(screen.queryByText('Enquiry sent')).toBeNull();
  });
});
