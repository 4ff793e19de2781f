import { useId, useState } from 'react';
import { formatPhone } from '../../../../shared/accounts/phone-number';
import {
  type AdminBrokerRequest,
  BROKER_REQUEST_STATUSES,
  type BrokerRequestStatus,
} from '../../../../shared/admin/broker-request-contract';
import { formatDate } from '../../../../shared/date-format';
import { ROUTES } from '../../../../shared/route-titles';
import { adminDashboard, adminQueue, people } from '../../../lib/api-resources';
import { notify } from '../../../lib/toast';
import { useApiCache } from '../../../lib/use-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadState } from '../../../ui/LoadState';
import { Pager } from '../../../ui/Pager';
import { bodyOf } from '../../accounts/use-personal-api';
import { brokerRequestsRead, decideBrokerRequest } from '../people/admin-people.api';
import { BROKER_REQUESTS_UI as UI } from '../people/admin-people.content';
import { type Confirmation, ConfirmDialog } from '../people/ConfirmDialog';
import { useAdminApi } from '../shared/use-admin-api';

const sentOn = formatDate;

/** /admin/brokers/requests: agents asking to be verified, oldest waiting first; approve, or reject with a reason. */
export default function AdminBrokerRequestsPage() {
  useDocumentTitle(ROUTES.adminBrokerRequests.title);
  const [status, setStatus] = useState<BrokerRequestStatus>('pending');
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const [prompt, setPrompt] = useState<Confirmation | null>(null);
  const filterId = useId();
  const read = brokerRequestsRead(status, page);
  const requests = useAdminApi(read, bodyOf);
  const cache = useApiCache();

  /** Runs a decision; a decided request leaves this list (it no longer has the status shown). */
  const decide = async (request: AdminBrokerRequest, decision: 'approve' | 'reject', reason?: string) => {
    setBusy(request.id);
    try {
      const answer = await decideBrokerRequest(request.id, decision, reason);
      cache.update(read, (list) => ({
        ...list,
        total: list.total - 1,
        data: list.data.filter((row) => row.id !== request.id),
      }));
      // The other statuses' lists, the queue on the dashboard and the agent's verified badge change too.
      cache.invalidate([adminQueue('broker-requests'), adminDashboard, people], { except: [read.path] });
      if (answer.message) notify.success(answer.message);
      return true;
    } catch (error) {
      notify.error((error as Error).message);
      return false;
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-ink">{ROUTES.adminBrokerRequests.title}</h1>
      <label htmlFor={filterId} className="mt-4 inline-block text-sm font-medium text-ink">
        {UI.statusFilter}
        <select
          id={filterId}
          className="mt-1 block rounded-lg border border-line bg-white px-2 py-2 text-sm"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as BrokerRequestStatus);
            setPage(1);
          }}
        >
          {BROKER_REQUEST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {UI.statuses[value]}
            </option>
          ))}
        </select>
      </label>
      <LoadState read={requests}>
        {(list) => (
          <>
            {list.data.length === 0 ? <p className="card mt-4">{UI.empty}</p> : null}
            <ul className="mt-4 space-y-4">
              {list.data.map((request) => {
                const name = request.seller.companyName
                  ? `${request.seller.name} (${request.seller.companyName})`
                  : request.seller.name;
                return (
                  <li key={request.id} className="card space-y-3">
                    <div className="flex flex-wrap items-baseline justify-between gap-2">
                      <h2 className="text-lg font-bold text-ink">{name}</h2>
                      <span className="text-xs text-muted">{UI.sent(sentOn(request.createdAt))}</span>
                    </div>
                    <p className="text-sm text-muted break-words">
                      {request.seller.email} · {formatPhone(request.seller.phoneNumber)}
                    </p>
                    <dl className="grid gap-1 text-sm sm:grid-cols-2">
                      <div>
                        <dt className="inline font-semibold">{UI.rera}: </dt>
                        <dd className="inline break-all">{request.reraAgentNumber}</dd>
                      </div>
                      <dd>{UI.experience(request.experienceYears)}</dd>
                      {request.message ? (
                        <div className="sm:col-span-2">
                          <dt className="font-semibold">{UI.message}</dt>
                          <dd className="whitespace-pre-line break-words">{request.message}</dd>
                        </div>
                      ) : null}
                      {request.reason ? (
                        <div className="sm:col-span-2">
                          <dt className="inline font-semibold">{UI.reason}: </dt>
                          <dd className="inline">{request.reason}</dd>
                        </div>
                      ) : null}
                    </dl>
                    <div>
                      <h3 className="text-sm font-semibold text-ink">{UI.documents}</h3>
                      <ul className="mt-2 flex flex-wrap gap-2">
                        {request.documents.map((doc, index) => (
                          <li key={doc.hash}>
                            <a href={doc.urls[1024]} target="_blank" rel="noreferrer">
                              <img
                                src={doc.urls[320]}
                                alt={UI.document(index + 1)}
                                width={120}
                                height={90}
                                className="h-[90px] w-[120px] rounded-lg border border-line object-cover"
                              />
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                    {request.status === 'pending' ? (
                      <div className="flex flex-wrap gap-2">
                        <button
                          type="button"
                          className="btn-solid"
                          disabled={busy === request.id}
                          aria-label={`${UI.approve} ${name}`}
                          onClick={() => void decide(request, 'approve')}
                        >
                          {UI.approve}
                        </button>
                        <button
                          type="button"
                          className="btn-outline"
                          disabled={busy === request.id}
                          aria-label={`${UI.reject} ${name}`}
                          onClick={() =>
                            setPrompt({
                              question: UI.rejectTitle(request.seller.name),
                              confirm: UI.reject,
                              reasonLabel: UI.reason,
                              onConfirm: (reason) => void decide(request, 'reject', reason),
                            })
                          }
                        >
                          {UI.reject}
                        </button>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            <Pager
              page={list.page}
              pageSize={list.pageSize}
              total={list.total}
              label={ROUTES.adminBrokerRequests.title}
              onPage={setPage}
            />
          </>
        )}
      </LoadState>
      {prompt ? <ConfirmDialog confirmation={prompt} onClose={() => setPrompt(null)} /> : null}
    </section>
  );
}
