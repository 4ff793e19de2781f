/**
 * India's disputed lines as common (OSM-derived) tile sets draw them: the Line of Control in Jammu and
 * Kashmir with the Saltoro line up to the Karakoram Pass, the Line of Actual Control in Ladakh, and the
 * McMahon line along Arunachal Pradesh. A map must never show them (docs/product-rules.md, Maps), so
 * `mapViewLimits` keeps every view away from these polylines.
 *
 * The points are approximate, simplified by hand from public knowledge of where the lines run (towns and
 * passes on either side), good to within roughly 10 km; `CONTESTED_LINE_MARGIN_KM` covers that error.
 * Each line is [latitude, longitude] pairs in order.
 */
export const CONTESTED_LINES: readonly (readonly (readonly [number, number])[])[] = [
  // The Line of Control, from the end of the international border near Chhamb to point NJ9842.
  [
    [32.88, 74.68],
    [33.05, 74.25],
    [33.3, 74.1],
    [33.62, 73.98],
    [33.9, 73.98],
    [34.08, 73.93],
    [34.35, 73.9],
    [34.55, 73.87],
    [34.67, 74.25],
    [34.72, 74.7],
    [34.67, 75.1],
    [34.62, 75.45],
    [34.6, 75.78],
    [34.66, 76.12],
    [34.72, 76.5],
    [34.88, 76.78],
    [35.02, 77.02],
  ],
  // From NJ9842 along the Saltoro ridge to Indira Col, and the line drawn from NJ9842 to the Karakoram Pass.
  [
    [35.02, 77.02],
    [35.3, 76.9],
    [35.66, 76.79],
  ],
  [
    [35.02, 77.02],
    [35.27, 77.42],
    [35.51, 77.82],
  ],
  // The Line of Actual Control in Ladakh, from the Karakoram Pass past Depsang, Galwan, Pangong Tso and
  // Demchok to Himachal Pradesh.
  [
    [35.51, 77.82],
    [35.3, 78.05],
    [35.05, 78.15],
    [34.75, 78.22],
    [34.45, 78.6],
    [34.05, 78.75],
    [33.75, 78.85],
    [33.45, 78.85],
    [33.2, 79.05],
    [32.95, 79.3],
    [32.7, 79.45],
    [32.45, 79.1],
    [32.25, 78.85],
  ],
  // The McMahon line, from the Bhutan tri-junction past Bum La (above Tawang), Longju and the Tsangpo
  // gorge to the Myanmar tri-junction.
  [
    [27.85, 91.66],
    [27.73, 91.99],
    [27.95, 92.35],
    [28.1, 92.6],
    [28.35, 93.05],
    [28.62, 93.35],
    [28.75, 93.9],
    [29.1, 94.6],
    [29.25, 95.05],
    [29.2, 95.4],
    [29.0, 95.9],
    [28.8, 96.25],
    [28.6, 96.5],
    [28.4, 96.9],
    [28.2, 97.35],
  ],
];

/** How far from a line's drawn points the real line may run, with room to spare. */
export const CONTESTED_LINE_MARGIN_KM = 5;
