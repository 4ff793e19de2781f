/**
 * The page's entry script, kept tiny. A page the server rendered is readable as it arrives: the browser
 * paints it first, and only then is the app's code (React and the page) run to take it over, so a slow
 * phone never holds the first paint while it evaluates a hundred kilobytes of script. The app's code is
 * fetched once the page has painted (a page the server rendered preloads no code, so its first photo has
 * the connection to itself). A page the server did not render (the shell: offline, seller, admin and
 * account pages) has nothing to paint, so it starts at once, its code named in its HTML.
 */
import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import { SERVER_RENDERED_ATTRIBUTE } from '../shared/page-head';
import './features/offline/early-worker-messages';
import { importWithRetry } from './lib/import-retry';

/**
 * Resolves once the browser has painted (a task queued in a frame's rAF runs after that frame's paint; no
 * frame runs while the stylesheet still blocks rendering). A hidden tab paints nothing: it starts at once.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
  });

const serverRendered = document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE) === true;
// A cut download is tried again: until the app runs, the page is readable but its buttons do nothing.
void (serverRendered ? afterFirstPaint() : Promise.resolve()).then(() => importWithRetry(() => import('./main')));
