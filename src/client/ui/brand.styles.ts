/**
 * Global CSS that utilities cannot express: the colour variables, focus ring, header height and the
 * loading screen's and the toasts' keyframes. Injected by UnoCSS as a preflight (see uno.config.ts).
 */
export const BRAND_CSS = `
:root {
  /* Colours as RGB channels so utilities can add opacity: bg-night/60. */
  --c-brand: 11 61 145;
  --c-brand-dark: 8 44 105;
  --c-brand-soft: 232 238 249;
  --c-accent: 245 166 35;
  --c-accent-dark: 220 141 11;
  --c-ink: 26 36 51;
  --c-muted: 74 85 104;
  --c-line: 221 227 236;
  --c-surface: 245 247 251;
  --c-night: 10 26 51;
  --c-focus: #0b3d91;
  /* The top bar's 10vh strip (docs/product-rules.md, Screens and navigation), never so short that the
     logo and buttons stop fitting. */
  --header-h: max(10vh, 3.5rem);
  color-scheme: light;
}
html { scroll-padding-top: var(--header-h); -webkit-tap-highlight-color: transparent; }
body { background: #fff; color: rgb(var(--c-ink)); }
:focus-visible { outline: 3px solid var(--c-focus); outline-offset: 2px; border-radius: 4px; }
.on-dark { --c-focus: #f5a623; }
/* Toasts keep clear of a bar held at the bottom of a phone's screen (a listing's Call, WhatsApp, Enquire). */
:root { --toast-lift: 16px; }
@media (max-width: 767px) { :root:has([data-toast-clear]) { --toast-lift: 6.5rem; } }
/* The compare tray (compare/components/CompareTrayPanel.tsx), as high as its one row. Fixed to the screen, it
   would hide the end of the page: the body ends --compare-tray-room lower while it shows, and the results'
   sticky Refine Search panel stops above it. Docked in a listing's own sticky bar it is in the page's flow
   and needs no room. Toasts rise above it either way. */
:root { --compare-tray-size: 3.5rem; --compare-tray-room: 0px; }
@media (min-width: 640px) { :root { --compare-tray-size: 4.5rem; } }
:root:has([data-compare-tray="fixed"]) { --compare-tray-room: calc(var(--compare-tray-size) + 1px + env(safe-area-inset-bottom)); }
body { padding-bottom: var(--compare-tray-room); }
:root:has([data-compare-tray]) { --toast-lift: calc(var(--compare-tray-size) + 1rem + env(safe-area-inset-bottom)); }
@media (max-width: 767px) { :root:has([data-toast-clear]):has([data-compare-tray]) { --toast-lift: calc(6.5rem + var(--compare-tray-size)); } }
@keyframes pc-rise { from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; } }
@keyframes pc-bob { 0%, 100% { transform: translateY(0); } 50% { transform: translateY(-10px); } }
@keyframes pc-glow { 0%, 100% { opacity: .35; transform: scale(.9); } 50% { opacity: .8; transform: scale(1.1); } }
@keyframes pc-slide { from { transform: translateX(-100%); } to { transform: translateX(250%); } }
@keyframes pc-blink { 50% { opacity: 0; } }
/* Toasts (app/ToastView.tsx) enter and leave as react-hot-toast's own do, from the edge they sit on. */
@keyframes pc-toast-in-bottom { from { transform: translate3d(0,200%,0) scale(.6); opacity: .5; } to { transform: translate3d(0,0,0) scale(1); opacity: 1; } }
@keyframes pc-toast-in-top { from { transform: translate3d(0,-200%,0) scale(.6); opacity: .5; } to { transform: translate3d(0,0,0) scale(1); opacity: 1; } }
@keyframes pc-toast-out-bottom { from { transform: translate3d(0,0,-1px) scale(1); opacity: 1; } to { transform: translate3d(0,150%,-1px) scale(.6); opacity: 0; } }
@keyframes pc-toast-out-top { from { transform: translate3d(0,0,-1px) scale(1); opacity: 1; } to { transform: translate3d(0,-150%,-1px) scale(.6); opacity: 0; } }
@keyframes pc-toast-pop { from { transform: scale(0); opacity: 0; } to { transform: scale(1); opacity: 1; } }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 1ms !important; animation-iteration-count: 1 !important; transition-duration: 1ms !important; scroll-behavior: auto !important; }
}
`;
