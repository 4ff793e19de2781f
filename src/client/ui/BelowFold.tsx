import type { ReactNode } from 'react';
import { OptionalPart } from '../app/layouts/OptionalPart';
import { useNearViewport } from '../lib/use-near-viewport';

/** Loaded a quarter screen ahead: it is usually there before it scrolls into view. */
const LOAD_AHEAD = '25% 0px';

interface Props {
  /** A lazily loaded component: its code is fetched the first time it renders. */
  children: ReactNode;
  /** Classes that give the space the part will take, kept while its code loads so nothing below moves. */
  reserve: string;
}

/**
 * A part far below the fold (the home page's lower sections, the footer's columns) whose code downloads
 * only when the visitor scrolls towards it: a phone that never scrolls there never pays for it.
 */
export function BelowFold({ children, reserve }: Props) {
  const [ref, near] = useNearViewport<HTMLDivElement>(LOAD_AHEAD);
  const placeholder = <div className={reserve} />;
  return <div ref={ref}>{near ? <OptionalPart fallback={placeholder}>{children}</OptionalPart> : placeholder}</div>;
}
