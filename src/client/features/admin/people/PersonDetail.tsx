import { useCallback, useEffect, useId, useState } from 'react';
import type { AdminUserDetail } from '../../../../shared/admin/admin-people-contract';
import { ADMIN_PEOPLE_UI as UI } from '../../../../shared/admin/admin-people-ui';
import { SELLER_TYPES, type SellerType } from '../../../../shared/listings/vocabulary';
import { notify } from '../../../lib/toast';
import { changeSellerType, fetchPerson, setBlocked } from './admin-people.api';
import { type Confirmation, ConfirmDialog } from './ConfirmDialog';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; person: AdminUserDetail };

/**
 * One person, opened from a row: their seller profile and counts, block or unblock (after a confirm),
 * and a seller's type. `onChanged` gives the page the new state so the row updates too.
 */
export function PersonDetail({ id, onChanged }: { id: number; onChanged: (person: AdminUserDetail) => void }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Confirmation | null>(null);
  const [type, setType] = useState<SellerType>('Individual');
  const typeId = useId();

  const read = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const { data } = await fetchPerson(id);
      setLoad({ state: 'ready', person: data });
      if (data.seller) setType(data.seller.sellerType);
    } catch (error) {
      setLoad({ state: 'failed', message: (error as Error).message });
    }
  }, [id]);

  useEffect(() => {
    void read();
  }, [read]);

  if (load.state === 'loading') return <p className="text-muted">{UI.loading}</p>;
  if (load.state === 'failed') {
    return (
      <div role="alert" className="space-y-2">
        <p>{load.message}</p>
        <button type="button" className="btn-outline" onClick={() => void read()}>
          {UI.retry}
        </button>
      </div>
    );
  }
  const { person } = load;

  const run = async (action: () => Promise<{ message?: string; data: AdminUserDetail }>) => {
    setBusy(true);
    try {
      const answer = await action();
      setLoad({ state: 'ready', person: answer.data });
      onChanged(answer.data);
      if (answer.message) notify.success(answer.message);
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const act = (question: string, confirm: string, action: () => Promise<{ message?: string; data: AdminUserDetail }>) =>
    setAsking({ question, confirm, onConfirm: () => void run(action) });

  const blocked = person.status === 'blocked';
  const seller = person.seller;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {seller ? (
        <dl className="space-y-1 text-sm">
          <div>
            <dt className="inline font-semibold">{UI.columns.type}: </dt>
            <dd className="inline">{UI.sellerTypes[seller.sellerType]}</dd>
          </div>
          {seller.companyName ? (
            <div>
              <dt className="inline font-semibold">{UI.columns.company}: </dt>
              <dd className="inline">{seller.companyName}</dd>
            </div>
          ) : null}
          <div>
            <dd>{[seller.address, seller.city, seller.state].filter(Boolean).join(', ')}</dd>
          </div>
          {seller.verified ? <dd className="font-semibold text-emerald-700">{UI.verified}</dd> : null}
        </dl>
      ) : null}
      <div>
        <h3 className="text-sm font-semibold text-ink">{UI.detailCounts}</h3>
        <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 text-sm">
          {(Object.keys(UI.counts) as (keyof typeof UI.counts)[]).map((key) => (
            <div key={key} className="contents">
              <dt className="text-muted">{UI.counts[key]}</dt>
              <dd className="text-right font-semibold">{person.counts[key].toLocaleString('en-IN')}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {person.role === 'admin' ? null : (
          <button
            type="button"
            className={blocked ? 'btn-outline' : 'btn-solid bg-red-700'}
            disabled={busy}
            onClick={() =>
              act(
                blocked ? UI.confirmUnblock(person.name) : UI.confirmBlock(person.name),
                blocked ? UI.unblock : UI.block,
                () => setBlocked(person.id, !blocked),
              )
            }
          >
            {blocked ? UI.unblock : UI.block}
          </button>
        )}
        {seller ? (
          <div className="flex items-end gap-2">
            <label htmlFor={typeId} className="text-sm font-medium text-ink">
              {UI.newType}
              <select
                id={typeId}
                className="mt-1 block rounded-lg border border-line bg-white px-2 py-2 text-sm"
                value={type}
                onChange={(event) => setType(event.target.value as SellerType)}
              >
                {SELLER_TYPES.map((option) => (
                  <option key={option} value={option}>
                    {UI.sellerTypes[option]}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className="btn-outline"
              disabled={busy || type === seller.sellerType}
              onClick={() =>
                act(UI.confirmType(person.name, UI.sellerTypes[type]), UI.changeType, () =>
                  changeSellerType(person.id, type),
                )
              }
            >
              {UI.changeType}
            </button>
          </div>
        ) : null}
      </div>
      {asking ? <ConfirmDialog confirmation={asking} onClose={() => setAsking(null)} /> : null}
    </div>
  );
}
