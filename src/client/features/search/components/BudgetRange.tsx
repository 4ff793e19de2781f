import { useId } from 'react';
import { budgetLabel, budgetSteps, SEARCH_LABELS as L } from '../../../../shared/listings/search-ui';
import type { TransactionType } from '../../../../shared/listings/vocabulary';

interface BudgetRangeProps {
  transaction: TransactionType | undefined;
  min: number | undefined;
  max: number | undefined;
  onChange: (min: number | undefined, max: number | undefined) => void;
  className: string;
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
  const read = (value: string) => (value ? Number(value) : undefined);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{transaction === 'Rent' ? L.rentBudget : L.budget}</legend>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-min`} className="sr-only">
            {L.minBudget}
          </label>
          <select
            id={`${id}-min`}
            className={className}
            value={min ?? ''}
            onChange={(event) => onChange(read(event.target.value), max)}
          >
            <option value="">{L.noMin}</option>
            {steps
              .filter((step) => max === undefined || step <= max)
              .map((step) => (
                <option key={step} value={step}>
                  {budgetLabel(step)}
                </option>
              ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-max`} className="sr-only">
            {L.maxBudget}
          </label>
          <select
            id={`${id}-max`}
            className={className}
            value={max ?? ''}
            onChange={(event) => onChange(min, read(event.target.value))}
          >
            <option value="">{L.noMax}</option>
            {steps
              .filter((step) => min === undefined || step >= min)
              .map((step) => (
                <option key={step} value={step}>
                  {budgetLabel(step)}
                </option>
              ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
