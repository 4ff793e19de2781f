/** The full-screen photo viewer's words (property, project and admin review pages alike). */
export const VIEWER_UI = {
  label: (n: number, of: number) => `Photo ${n} of ${of}`,
  close: 'Close',
  previous: 'Previous photo',
  next: 'Next photo',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  reset: 'Fit',
  hint: 'Double-tap, pinch or scroll to zoom; drag to move; swipe for the next photo. Keys: + − 0, ← →, Esc.',
  /** The gallery photo's button that opens the viewer. */
  open: (n: number, of: number) => `Open photo ${n} of ${of} full screen`,
} as const;
