import { notify } from '../../../lib/toast';
import { DETAIL_UI } from '../detail.content';
import { absoluteUrl } from '../page-url';
import { ShareIcon } from './DetailIcons';

/** Shares `url` with the phone's share sheet (Web Share API), or copies it where there is none. */
export async function shareLink(title: string, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // The visitor closed the sheet: nothing to do. Any other refusal falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success(DETAIL_UI.linkCopied);
  } catch {
    notify.error(DETAIL_UI.shareFailed);
  }
}

/** Shares the page at `path` (a path on this site: its address is made whole when pressed). */
export function ShareButton({
  title,
  path,
  className = 'btn-outline',
}: {
  title: string;
  path: string;
  className?: string;
}) {
  return (
    <button type="button" className={className} onClick={() => void shareLink(title, absoluteUrl(path))}>
      <ShareIcon className="h-4 w-4" />
      {DETAIL_UI.share}
    </button>
  );
}
