import { formatPriceRange, formatPriceShort } from '../../../../shared/listings/format';
import { SELLER_LIMITS } from '../../../../shared/sellers/seller-constants';
import { PROJECT_LIMITS, projectPriceRange } from '../../../../shared/sellers/seller-project-constants';
import { FormField } from '../../../ui/FormField';
import { emptyUnit, type UnitRow } from './project-form';
import type { ProjectSectionProps } from './project-section';
import { PROJECT_FIELD_LABELS as L, PROJECT_UI as UI } from './projects.content';

type UnitField = Exclude<keyof UnitRow, 'key'>;

/** '₹52 L' for a typed price, or nothing while it is not a positive number. */
const asWords = (typed: string) => {
  const value = Number(typed);
  return typed.trim() !== '' && Number.isFinite(value) && value > 0
    ? UI.priceAsWords(formatPriceShort(value))
    : undefined;
};

/** The price range the server will store, from the rows whose prices are typed. */
function rangeOf(units: UnitRow[]): string | null {
  const priced = units
    .map((unit) => ({ minPrice: Number(unit.minPrice), maxPrice: Number(unit.maxPrice) }))
    .filter((unit) => unit.minPrice > 0 && unit.maxPrice > 0);
  if (priced.length === 0) return null;
  const { minPrice, maxPrice } = projectPriceRange(priced);
  return formatPriceRange(minPrice, maxPrice);
}

/** Unit configurations as rows (add, remove), each with its sizes and prices; the price range follows. */
export function ProjectUnitsFields({ form, errors, set }: ProjectSectionProps) {
  const change = (key: number, patch: Partial<UnitRow>) =>
    set({ units: form.units.map((unit) => (unit.key === key ? { ...unit, ...patch } : unit)) });
  const range = rangeOf(form.units);
  return (
    <>
      <p className="text-sm text-muted">{UI.configurationsHint}</p>
      <ol className="space-y-4">
        {form.units.map((unit, index) => {
          const field = (name: UnitField, extra: Record<string, unknown>, hint?: string) => (
            <FormField
              label={L[name]}
              name={`unitConfigurations.${index}.${name}`}
              value={unit[name]}
              onChange={(e) => change(unit.key, { [name]: e.target.value })}
              hint={hint}
              error={errors[`unitConfigurations.${index}.${name}`]}
              {...extra}
            />
          );
          const whole = (max: number) => ({ type: 'number', inputMode: 'numeric', min: 0, max, step: 1 });
          return (
            <li
              key={unit.key}
              aria-label={UI.configurationHeading(index + 1)}
              className="space-y-3 rounded-lg border border-line p-3"
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-bold text-ink">{UI.configurationHeading(index + 1)}</h3>
                <button
                  type="button"
                  className="btn-ghost min-h-11 text-red-800"
                  aria-label={UI.removeConfiguration(index + 1)}
                  onClick={() => set({ units: form.units.filter((row) => row.key !== unit.key) })}
                >
                  {UI.remove}
                </button>
              </div>
              <div className="grid grid-cols-2 gap-3">
                {field('label', { maxLength: PROJECT_LIMITS.configurationLabelMax, placeholder: UI.labelPlaceholder })}
                {field('bedrooms', whole(SELLER_LIMITS.roomsMax))}
                {field('minAreaSqft', whole(PROJECT_LIMITS.areaSqftMax))}
                {field('maxAreaSqft', whole(PROJECT_LIMITS.areaSqftMax))}
                {field('minPrice', whole(SELLER_LIMITS.priceMax), asWords(unit.minPrice))}
                {field('maxPrice', whole(SELLER_LIMITS.priceMax), asWords(unit.maxPrice))}
              </div>
            </li>
          );
        })}
      </ol>
      {errors.unitConfigurations ? (
        <p className="text-sm text-red-700" data-field="unitConfigurations" tabIndex={-1}>
          {errors.unitConfigurations}
        </p>
      ) : null}
      <button
        type="button"
        className="btn-outline"
        disabled={form.units.length >= PROJECT_LIMITS.configurationsMax}
        onClick={() => set({ units: [...form.units, emptyUnit()] })}
      >
        {UI.addConfiguration}
      </button>
      {range ? (
        <p className="text-sm text-ink">
          <span className="font-semibold">{UI.priceRange(range)}</span>{' '}
          <span className="text-muted">{UI.priceRangeHint}</span>
        </p>
      ) : null}
    </>
  );
}
