import { useId } from 'react';
import type { TransactionType } from '../../../../shared/listings/vocabulary';
import { budgetLabel, budgetSteps, SEARCH_LABELS as L } from '../search.content';

interface BudgetRangeProps {
  transaction: TransactionType | undefined;
  min: number | undefined;
  max: number | undefined;
  onChange: (min: number | undefined, max: number | undefined) => void;
  className: string;
}

interface BudgetSelectProps {
  id: string;
  label: string;
  /** The empty choice ('No min' / 'No max'). */
  none: string;
  value: number | undefined;
  steps: readonly number[];
  onChange: (value: number | undefined) => void;
  className: string;
}

/** One end of the range: a visually hidden label over a select of budget steps. */
function BudgetSelect({ id, label, none, value, steps, onChange, className }: BudgetSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        className={className}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
      >
        <option value="">{none}</option>
        {steps.map((step) => (
          <option key={step} value={step}>
            {budgetLabel(step)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Minimum and maximum budget from the lakh/crore steps (monthly steps for rent). Each list offers only
 * what keeps minimum ≤ maximum; a value from the URL that is not a step is offered as it is.
 */
export function BudgetRange({ transaction, min, max, onChange, className }: BudgetRangeProps) {
  const id = useId();
  const steps = [...new Set([...budgetSteps(transaction), ...[min, max].filter((v) => v !== undefined)])].sort(
    (a, b) => a - b,
  );
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{transaction === 'Rent' ? L.rentBudget : L.budget}</legend>
      <div className="grid grid-cols-2 gap-3">
        <BudgetSelect
          id={`${id}-min`}
          label={L.minBudget}
          none={L.noMin}
          value={min}
          steps={steps.filter((step) => max === undefined || step <= max)}
          onChange={(value) => onChange(value, max)}
          className={className}
        />
        <BudgetSelect
          id={`${id}-max`}
          label={L.maxBudget}
          none={L.noMax}
          value={max}
          steps={steps.filter((step) => min === undefined || step >= min)}
          onChange={(value) => onChange(min, value)}
          className={className}
        />
      </div>
    </fieldset>
  );
}
