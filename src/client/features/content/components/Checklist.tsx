import type { ReactNode } from 'react';
import { CheckIcon } from '../../../ui/icons';
import { CrossIcon } from './content-icons';

/** A list of things to do (ticks) or to avoid (crosses), with the marks hidden from screen readers. */
export function Checklist({ items, tone = 'do' }: { items: readonly ReactNode[]; tone?: 'do' | 'avoid' }) {
  const Mark = tone === 'do' ? CheckIcon : CrossIcon;
  const markClass = tone === 'do' ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800';
  return (
    <ul className="mt-4 space-y-3">
      {items.map((item, index) => (
        // Items are fixed text that never reorders.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content
        <li key={index} className="flex gap-3 text-base leading-7 text-ink">
          <span className={`mt-1 flex h-5 w-5 shrink-0 items-center justify-center rounded-full ${markClass}`}>
            <Mark className="h-3.5 w-3.5" />
          </span>
          <span className="min-w-0">{item}</span>
        </li>
      ))}
    </ul>
  );
}
