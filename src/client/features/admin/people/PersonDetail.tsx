import { useId, useState } from 'react';
import type { AdminUserDetail } from '../../../../shared/admin/admin-people-contract';
import { formatCount } from '../../../../shared/listings/format';
import { SELLER_TYPES, type SellerType } from '../../../../shared/listings/vocabulary';
import { addressLine } from '../../../../shared/location/address-line';
import { APP_MESSAGES } from '../../../../shared/messages';
import { failureMessage } from '../../../lib/server-message';
import { notify } from '../../../lib/toast';
import { useApiCache } from '../../../lib/use-api';
import { dataOf } from '../../accounts/use-personal-api';
import { useAdminApi } from '../shared/use-admin-api';
import { changeSellerType, personRead, setBlocked } from './admin-people.api';
import { ADMIN_PEOPLE_UI as UI } from './admin-people.content';
import { type Confirmation, ConfirmDialog } from './ConfirmDialog';

interface PersonDetailProps {
  id: number;
  /** The person as the server has them after a change, so the table's row shows it too. */
  onChanged: (person: AdminUserDetail) => void;
}

/**
 * One person, opened from a row: their seller profile and counts, block or unblock (after a confirm),
 * and a seller's type.
 */
export function PersonDetail({ id, onChanged }: PersonDetailProps) {
  const person = useAdminApi(personRead(id), dataOf);
  if (person.kind === 'loading') return <p className="text-muted">{UI.loading}</p>;
  if (person.kind !== 'found') {
    return (
      <div role="alert" className="space-y-2">
        <p>{failureMessage(person, APP_MESSAGES.serverError)}</p>
        <button type="button" className="btn-outline" onClick={person.retry}>
          {UI.retry}
        </button>
      </div>
    );
  }
  return <PersonView person={person.data} onChanged={onChanged} />;
}

function PersonView({ person, onChanged }: { person: AdminUserDetail; onChanged: PersonDetailProps['onChanged'] }) {
  const cache = useApiCache();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<Confirmation | null>(null);
  const [type, setType] = useState<SellerType>(person.seller?.sellerType ?? 'Individual');
  const typeId = useId();

  const run = async (action: () => Promise<{ message?: string; data: AdminUserDetail }>) => {
    setBusy(true);
    try {
      const answer = await action();
      cache.update(personRead(person.id), (held) => ({ ...held, data: answer.data }));
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
            <dd>{addressLine(seller.address, seller.city, seller.state)}</dd>
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
              <dd className="text-right font-semibold">{formatCount(person.counts[key])}</dd>
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
