/** The words of the seller forms' city picker. */
export const PLACE_PICKER_COPY = {
  cityHint: 'Type your city or town and pick it from the list',
  citiesList: (label: string) => `${label} suggestions`,
  suggestionCount: (count: number) => (count === 1 ? '1 suggestion' : `${count} suggestions`),
} as const;
