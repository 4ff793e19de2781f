import { type FormEvent, useId, useState } from 'react';
import { BROKER_REQUEST_LIMITS } from '../../../../shared/admin/broker-request-contract';
import { MEDIA_UPLOAD_TYPES, type UploadedPhoto } from '../../../../shared/media-upload';
import { APP_MESSAGES } from '../../../../shared/messages';
import { serverMessage } from '../../../lib/server-message';
import { useApiCache } from '../../../lib/use-api';
import { readToken } from '../../accounts/accounts.storage';
import { bodyOf, usePersonalApi } from '../../accounts/use-personal-api';
import { photoFileProblem, thumbnailUrl, uploadPhoto } from '../add-property/photo-upload';
import { BROKER_CARD_UI as UI } from './broker-card.content';
import { brokerRequestRead, sendBrokerRequest } from './broker-request.api';

const field = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm';

/**
 * "Get verified" on an agent's profile page: the latest request's status (and a rejection's reason), and
 * the form to ask (experience, RERA agent number, photos of documents) when nothing is waiting.
 */
export function BrokerRequestCard({ verified }: { verified: boolean }) {
  const load = usePersonalApi(brokerRequestRead, bodyOf);
  const cache = useApiCache();
  const [experience, setExperience] = useState('');
  const [rera, setRera] = useState('');
  const [message, setMessage] = useState('');
  const [documents, setDocuments] = useState<UploadedPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  const ids = { experience: useId(), rera: useId(), documents: useId(), message: useId() };

  const addDocument = async (file: File | undefined) => {
    if (!file) return;
    const refused = photoFileProblem(file);
    if (refused) return setProblem(refused);
    setProblem(null);
    setUploading(true);
    try {
      const photo = await uploadPhoto(file, readToken(), () => undefined);
      setDocuments((now) => (now.some((doc) => doc.hash === photo.hash) ? now : [...now, photo]));
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    try {
      const { status, body } = await sendBrokerRequest({
        experienceYears: Number(experience),
        reraAgentNumber: rera.trim(),
        documents: documents.map((doc) => doc.hash),
        ...(message.trim() ? { message: message.trim() } : {}),
      });
      if (status === 201 && body?.success) {
        const sent = body.data;
        cache.update(brokerRequestRead, (held) => ({ ...held, data: sent }));
      } else setProblem(serverMessage(body) ?? APP_MESSAGES.serverError);
    } catch {
      setProblem(APP_MESSAGES.serverError);
    } finally {
      setSending(false);
    }
  };

  const request = load.kind === 'found' ? load.data.data : null;
  // Verified agents (approved here, or in the demo data without a request) have nothing to ask.
  const canAsk = !verified && load.kind === 'found' && (!request || request.status === 'rejected');
  return (
    <section className="card space-y-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {UI.title}
      </h2>
      {load.kind !== 'loading' && load.kind !== 'found' ? <p role="alert">{UI.loadFailed}</p> : null}
      {verified && request?.status !== 'approved' ? (
        <p role="status" className="font-semibold text-ink">
          {UI.status.approved}
        </p>
      ) : null}
      {request ? (
        <div role="status" className="space-y-1">
          <p className="font-semibold text-ink">{UI.status[request.status]}</p>
          {request.reason ? <p className="text-sm text-ink">{UI.reason(request.reason)}</p> : null}
          {request.status === 'rejected' ? <p className="text-sm text-muted">{UI.askAgain}</p> : null}
        </div>
      ) : null}
      {canAsk ? (
        <form className="space-y-3" onSubmit={submit} aria-labelledby={titleId}>
          {!request ? <p className="text-sm text-muted">{UI.intro}</p> : null}
          <label htmlFor={ids.experience} className="block text-sm font-medium text-ink">
            {UI.experience}
            <input
              id={ids.experience}
              className={field}
              type="number"
              inputMode="numeric"
              min={0}
              max={BROKER_REQUEST_LIMITS.experienceMax}
              step={1}
              required
              value={experience}
              onChange={(event) => setExperience(event.target.value)}
            />
          </label>
          <label htmlFor={ids.rera} className="block text-sm font-medium text-ink">
            {UI.rera}
            <input
              id={ids.rera}
              className={field}
              required
              minLength={BROKER_REQUEST_LIMITS.reraMin}
              maxLength={BROKER_REQUEST_LIMITS.reraMax}
              value={rera}
              onChange={(event) => setRera(event.target.value)}
            />
          </label>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-ink">{UI.documents}</legend>
            <ul className="flex flex-wrap gap-2">
              {documents.map((doc, index) => (
                <li key={doc.hash} className="relative">
                  <img src={thumbnailUrl(doc)} alt="" width={96} height={72} className="rounded-lg object-cover" />
                  <button
                    type="button"
                    className="btn-outline mt-1 px-2 py-0.5 text-xs"
                    onClick={() => setDocuments((now) => now.filter((other) => other.hash !== doc.hash))}
                  >
                    {UI.removeDocument(index + 1)}
                  </button>
                </li>
              ))}
            </ul>
            {documents.length < BROKER_REQUEST_LIMITS.documentsMax ? (
              <label htmlFor={ids.documents} className="block text-sm text-ink">
                {uploading ? UI.uploading : UI.addDocument}
                <input
                  id={ids.documents}
                  type="file"
                  className="mt-1 block text-sm"
                  accept={MEDIA_UPLOAD_TYPES.join(',')}
                  disabled={uploading}
                  onChange={(event) => {
                    void addDocument(event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
              </label>
            ) : null}
          </fieldset>
          <label htmlFor={ids.message} className="block text-sm font-medium text-ink">
            {UI.message}
            <textarea
              id={ids.message}
              className={field}
              rows={3}
              maxLength={BROKER_REQUEST_LIMITS.messageMax}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </label>
          {problem ? (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          ) : null}
          <button type="submit" className="btn-solid" disabled={sending || uploading || documents.length === 0}>
            {sending ? UI.sending : UI.send}
          </button>
        </form>
      ) : null}
    </section>
  );
}
