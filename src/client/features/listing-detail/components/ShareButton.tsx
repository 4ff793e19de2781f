import { DETAIL_UI } from '../../../../shared/listings/detail-ui';
import { notify } from '../../../lib/toast';
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

export function ShareButton({
  title,
  url,
  className = 'btn-outline',
}: {
  title: string;
  url: string;
  className?: string;
}) {
  return (
    <button type="button" className={className} onClick={() => void shareLink(title, url)}>
      <ShareIcon className="h-4 w-4" />
      {DETAIL_UI.share}
    </button>
  );
}
