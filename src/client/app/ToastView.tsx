/**
 * One toast, drawn by us from react-hot-toast's headless state: the look of the library's own toast bar
 * (white card, soft shadow, green tick or red cross, slide in and out) in stylesheet classes, because the
 * library's styled version injects a `<style>` element, which the CSP (no inline style) refuses. The one
 * value that changes per toast, its offset in the stack, is set through the element's style object after
 * mount (the CSSOM), which the CSP allows, never as a `style` attribute in markup.
 */
import { useLayoutEffect, useRef } from 'react';
import { resolveValue, type Toast, type ToastPosition } from 'react-hot-toast/headless';

interface ToastViewProps {
  toast: Toast;
  position: ToastPosition;
  /** Pixels from the container's edge: the heights of the visible toasts before this one, plus gaps. */
  offset: number;
  onHeight: (toastId: string, height: number) => void;
}

const ALIGN = { left: 'justify-start', center: 'justify-center', right: 'justify-end' } as const;
const alignOf = (position: ToastPosition) =>
  ALIGN[position.endsWith('left') ? 'left' : position.endsWith('right') ? 'right' : 'center'];

/** Keyframes in brand.styles.ts: toasts rise from the bottom edge or drop from the top one, as the library's do. */
function animation(toast: Toast, top: boolean): string {
  // Unmeasured, it would slide in from a wrong offset: it stays invisible for the one frame it takes.
  if (!toast.height) return 'opacity-0';
  if (toast.visible)
    return top
      ? 'animate-[pc-toast-in-top_350ms_cubic-bezier(.21,1.02,.73,1)_forwards]'
      : 'animate-[pc-toast-in-bottom_350ms_cubic-bezier(.21,1.02,.73,1)_forwards]';
  return top
    ? 'animate-[pc-toast-out-top_400ms_cubic-bezier(.06,.71,.55,1)_forwards]'
    : 'animate-[pc-toast-out-bottom_400ms_cubic-bezier(.06,.71,.55,1)_forwards]';
}

const POP = 'animate-[pc-toast-pop_300ms_100ms_cubic-bezier(.175,.885,.32,1.275)_both]';

/** The library's icons, as SVG: its own colours (or the toast's iconTheme), a tick or a cross drawn in. */
function ToastIcon({ toast }: { toast: Toast }) {
  const { icon, type, iconTheme } = toast;
  if (icon !== undefined) return typeof icon === 'string' ? <div className={`min-w-5 ${POP}`}>{icon}</div> : icon;
  if (type === 'blank' || type === 'custom') return null;
  if (type === 'loading')
    return (
      <div className="flex min-h-5 min-w-5 items-center justify-center" aria-hidden="true">
        <div className="h-3 w-3 animate-spin border-2 border-[#e0e0e0] border-r-[#616161] rounded-full" />
      </div>
    );
  const error = type === 'error';
  return (
    <svg className={`shrink-0 ${POP}`} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="10" r="10" fill={iconTheme?.primary ?? (error ? '#ff4b4b' : '#61d345')} />
      <path
        d={error ? 'M6.5 6.5l7 7M13.5 6.5l-7 7' : 'M5.8 10.4l2.8 2.8 5.6-5.8'}
        fill="none"
        stroke={iconTheme?.secondary ?? '#fff'}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ToastView({ toast, position, offset, onHeight }: ToastViewProps) {
  const frame = useRef<HTMLDivElement>(null);
  const top = position.startsWith('top');

  // The stack needs each toast's height; a message that changes (toast.loading → success) changes it.
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => onHeight(toast.id, element.getBoundingClientRect().height);
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(element, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [toast.id, onHeight]);

  useLayoutEffect(() => {
    if (frame.current) frame.current.style.transform = `translateY(${top ? offset : -offset}px)`;
  }, [offset, top]);

  const message = resolveValue(toast.message, toast);
  return (
    <div
      ref={frame}
      className={`absolute inset-x-0 flex ${top ? 'top-0' : 'bottom-0'} ${alignOf(position)} transition-transform duration-230 ease-[cubic-bezier(.21,1.02,.73,1)] ${toast.visible ? 'z-9999' : ''}`}
    >
      {toast.type === 'custom' ? (
        message
      ) : (
        <div
          className={`pointer-events-auto flex max-w-[350px] items-center rounded-lg bg-white px-2.5 py-2 text-ink leading-[1.3] shadow-[0_3px_10px_rgba(0,0,0,.1),0_3px_3px_rgba(0,0,0,.05)] will-change-transform ${toast.className ?? ''} ${animation(toast, top)}`}
        >
          <ToastIcon toast={toast} />
          <div {...toast.ariaProps} className="mx-2.5 my-1 flex flex-auto justify-center whitespace-pre-line">
            {message}
          </div>
        </div>
      )}
    </div>
  );
}
