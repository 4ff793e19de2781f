/** An ordered list of steps, each behind a round brand-coloured number (the number is decorative: the list is ordered). */
export function NumberedSteps({ steps, className }: { steps: readonly string[]; className: string }) {
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <li key={step} className="flex gap-4 text-base leading-7 text-ink">
          <span
            className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-white"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <span className="min-w-0 pt-0.5">{step}</span>
        </li>
      ))}
    </ol>
  );
}
