import { type ReactNode, use, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { OptionalPart } from '../../app/layouts/OptionalPart';
import { useServerPage } from '../../lib/server-page';
import { useHydrated } from '../../lib/use-hydrated';

/** Its code is fetched a quarter screen ahead: it is usually there before it scrolls into view. */
const LOAD_AHEAD = '25% 0px';

interface Props {
  /** A lazily loaded component: its code is fetched the first time it renders. */
  children: ReactNode;
  /** Classes that give the space the part will take, kept while its code loads so nothing below moves. */
  reserve: string;
}

/** Opens once, when the part comes near the viewport: a promise to wait for, and a store to read. */
interface Gate {
  promise: Promise<void>;
  isOpen: () => boolean;
  subscribe: (listener: () => void) => () => void;
  open: () => void;
}

function createGate(): Gate {
  let opened = false;
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  const listeners = new Set<() => void>();
  return {
    promise,
    isOpen: () => opened,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    open: () => {
      if (opened) return;
      opened = true;
      resolve();
      for (const listener of listeners) listener();
    },
  };
}

interface HeldProps {
  gate: Gate;
  placeholder: ReactNode;
  children: ReactNode;
}

/**
 * The part once its gate is open. Before that, while hydrating the server's HTML it suspends (React keeps
 * that HTML as it is, content and all, until it can hydrate it); rendered in the browser alone it holds
 * the part's place.
 */
function Held({ gate, placeholder, children }: HeldProps) {
  const hydrated = useHydrated();
  const open = useSyncExternalStore(gate.subscribe, gate.isOpen, gate.isOpen);
  if (open) return children;
  if (!hydrated) use(gate.promise);
  return placeholder;
}

/**
 * A part of the home page far below the fold, rendered with its content by the server (search engines and
 * a visitor without scripts read it), whose code downloads only when the visitor scrolls towards it: a
 * phone that never scrolls there never pays for it, and until then the server's HTML stays as it is.
 */
export function BelowFoldPart({ children, reserve }: Props) {
  const onServer = useServerPage() !== null;
  const ref = useRef<HTMLDivElement>(null);
  // Nothing is held back on the server, nor in a browser without IntersectionObserver.
  const [gate] = useState(() => (onServer || typeof IntersectionObserver === 'undefined' ? null : createGate()));
  useEffect(() => {
    const element = ref.current;
    if (!gate || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);
  const placeholder = <div className={reserve} />;
  return (
    <div ref={ref}>
      <OptionalPart fallback={placeholder}>
        {gate ? (
          <Held gate={gate} placeholder={placeholder}>
            {children}
          </Held>
        ) : (
          children
        )}
      </OptionalPart>
    </div>
  );
}
