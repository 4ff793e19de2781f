import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { INSTALL_MESSAGES } from '../../src/client/features/install/install.content';
import { listenForInstallPrompt } from '../../src/client/features/install/install-prompt';
import { PATHS } from '../../src/shared/routes';
import { renderApp } from '../helpers/render-app';

/** What Chromium fires when the app may be installed: an event whose prompt() shows its install dialog. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = vi.fn(async () => ({ outcome }));
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

const installButton = (header: HTMLElement) => within(header).queryByRole('button', { name: INSTALL_MESSAGES.install });

describe("the header's Install app button", () => {
  // As main.tsx does before rendering.
  beforeAll(() => listenForInstallPrompt());

  it('appears only once the browser offers installation, and a press shows the browser’s dialog once', async () => {
    renderApp(PATHS.home);
    const header = await screen.findByRole('banner');
    expect(installButton(header)).toBeNull();

    const { event, prompt } = offerInstall('accepted');
    // The browser's own mini-infobar is held back: the app offers it in its own place.
    expect(event.defaultPrevented).toBe(true);
    const button = await within(header).findByRole('button', { name: INSTALL_MESSAGES.install });
    expect(button.getAttribute('title')).toBe(INSTALL_MESSAGES.installHint);

    fireEvent.click(button);
    expect(prompt).toHaveBeenCalledTimes(1);
    // An offer can be used once: the button goes whatever the visitor answered.
    expect(installButton(header)).toBeNull();
  });

  it('goes when the app gets installed (from the browser menu too), and says so', async () => {
    renderApp(PATHS.about);
    const header = await screen.findByRole('banner');
    offerInstall();
    await within(header).findByRole('button', { name: INSTALL_MESSAGES.install });
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(installButton(header)).toBeNull();
    expect(await screen.findByText(INSTALL_MESSAGES.installed)).toBeTruthy();
  });

  it('is never offered inside the installed app (standalone display)', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(display-mode: standalone)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderApp(PATHS.about);
    const header = await screen.findByRole('banner');
    offerInstall();
    expect(installButton(header)).toBeNull();
  });
});
