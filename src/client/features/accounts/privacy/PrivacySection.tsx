import { useId, useState } from 'react';
import toast from 'react-hot-toast/headless';
import { PRIVACY_UI } from '../../../../shared/accounts/privacy-contract';
import { serverMessage } from '../../../lib/server-message';
import { useEndSession } from '../use-end-session';
import { DeleteAccountForm } from './DeleteAccountForm';
import { exportRequest, saveExport } from './privacy.api';

/**
 * The profile page's "Your data" (DPDP Act 2023): download everything kept about the account, or delete
 * it. Loaded lazily: most visits to the profile never use it.
 */
export default function PrivacySection() {
  const titleId = useId();
  const endSession = useEndSession();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const { status, body } = await exportRequest();
      if (status === 401) return endSession();
      if (status === 200 && body?.success) {
        saveExport(body.data);
        toast.success(PRIVACY_UI.downloaded);
      } else {
        toast.error(serverMessage(body) ?? PRIVACY_UI.downloadFailed);
      }
    } catch {
      toast.error(PRIVACY_UI.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="card mt-6 space-y-4" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {PRIVACY_UI.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{PRIVACY_UI.intro}</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-outline" onClick={() => void download()} disabled={downloading}>
          {downloading ? PRIVACY_UI.downloading : PRIVACY_UI.download}
        </button>
        {deleting ? null : (
          <button
            type="button"
            className="btn border border-red-700 bg-white text-red-700 hover:bg-red-50"
            onClick={() => setDeleting(true)}
          >
            {PRIVACY_UI.delete}
          </button>
        )}
      </div>
      {deleting ? <DeleteAccountForm onCancel={() => setDeleting(false)} /> : null}
    </section>
  );
}
