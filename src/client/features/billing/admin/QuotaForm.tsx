import { type FormEvent, useState } from 'react';
import { type QuotaSettings, quotaSettingsSchema } from '../../../../shared/billing/billing-contract';
import { notify } from '../../../lib/toast';
import { useApiCache } from '../../../lib/use-api';
import { FormError, FormField } from '../../../ui/FormField';
import { LoadState } from '../../../ui/LoadState';
import { dataOf } from '../../accounts/use-personal-api';
import { useAdminApi } from '../../admin/shared/use-admin-api';
import { quotaRead, saveQuota } from '../billing.api';
import { BILLING_UI as UI } from '../billing.content';

/** The admin-set free quota, checked by the shared schema before it is sent. */
function QuotaFields({ initial }: { initial: QuotaSettings }) {
  const [values, setValues] = useState({
    freeListingQuota: String(initial.freeListingQuota),
    freeProjectQuota: String(initial.freeProjectQuota),
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cache = useApiCache();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = quotaSettingsSchema.safeParse({
      freeListingQuota: Number(values.freeListingQuota),
      freeProjectQuota: Number(values.freeProjectQuota),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await saveQuota(parsed.data);
      cache.update(quotaRead, (held) => ({ ...held, data: answer.data }));
      notify.success(answer.message ?? UI.saveQuota);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mt-3 grid gap-3 sm:grid-cols-3 sm:items-end" noValidate onSubmit={submit}>
      <FormField
        label={UI.freeListingQuota}
        name="freeListingQuota"
        type="number"
        inputMode="numeric"
        min={0}
        value={values.freeListingQuota}
        onChange={(e) => setValues({ ...values, freeListingQuota: e.target.value })}
      />
      <FormField
        label={UI.freeProjectQuota}
        name="freeProjectQuota"
        type="number"
        inputMode="numeric"
        min={0}
        value={values.freeProjectQuota}
        onChange={(e) => setValues({ ...values, freeProjectQuota: e.target.value })}
      />
      <button type="submit" className="btn-solid" disabled={busy}>
        {UI.saveQuota}
      </button>
      <div className="sm:col-span-3">
        <FormError message={error} />
      </div>
    </form>
  );
}

export function QuotaForm() {
  const quota = useAdminApi(quotaRead, dataOf);
  return (
    <section aria-labelledby="quota-title" className="card mt-8">
      <h2 id="quota-title" className="text-lg font-semibold text-ink">
        {UI.quotaTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{UI.quotaHint}</p>
      <LoadState read={quota}>{(settings) => <QuotaFields initial={settings} />}</LoadState>
    </section>
  );
}
