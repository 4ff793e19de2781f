import type { ReactNode } from 'react';

interface AdminTableProps {
  /** Read by screen readers only; the page's heading says it for everyone else. */
  caption: string;
  /** The box's margin (and `relative` where rows hold sr-only labels that must not widen the page). */
  box: string;
  /** The table's least width (a `min-w-[…]` class): narrower screens scroll inside the box. */
  width: string;
  /** The header row's cells (ColumnHeader). */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
}

/** The admin pages' table: full width at 1366, scrolling sideways inside its own box on a phone. */
export function AdminTable({ caption, box, width, head, children }: AdminTableProps) {
  return (
    <div className={`${box} overflow-x-auto rounded-xl border border-line bg-white`}>
      <table className={`w-full ${width} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-slate-50 text-xs uppercase tracking-wide text-muted">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A plain column heading of an AdminTable. */
export function ColumnHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="p-2">
      {children}
    </th>
  );
}
