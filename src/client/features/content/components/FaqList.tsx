import type { ReactNode } from 'react';
import { ChevronIcon } from './content-icons';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/** Questions as native <details>: keyboard and screen-reader friendly, no script needed to open them. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="mt-4 divide-y divide-line rounded-xl border border-line bg-white">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-4 py-4 font-semibold leading-snug text-ink hover:text-brand sm:px-5 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronIcon className="mt-0.5 h-5 w-5 shrink-0 text-muted transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-4 pb-4 text-base leading-7 text-ink sm:px-5 [&_p+p]:mt-3">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
