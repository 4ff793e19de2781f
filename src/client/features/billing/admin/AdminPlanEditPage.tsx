import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { type AdminPlan, type PlanBody, planSchema } from '../../../../shared/billing/billing-contract';
import { SELLER_TYPES } from '../../../../shared/listings/vocabulary';
import { ROUTES } from '../../../../shared/route-titles';
import { PATHS } from '../../../../shared/routes';
import { fieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useApiCache } from '../../../lib/use-api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FieldFrame, FormError, FormField } from '../../../ui/FormField';
import { LoadState } from '../../../ui/LoadState';
import { dataOf } from '../../accounts/use-personal-api';
import { useAdminApi } from '../../admin/shared/use-admin-api';
import { adminPlansRead, createPlan, updatePlan } from '../billing.api';
import { BILLING_UI as UI } from '../billing.content';
import { planSaved } from './plan-saved';

const NUMBER_FIELDS = ['priceInr', 'listingCredits', 'featuredCredits', 'projectCredits', 'durationDays'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];
type Values = { name: string; sellerType: string; active: boolean } & Record<NumberField, string>;

const EMPTY: Values = {
  name: '',
  sellerType: 'Individual',
  active: true,
  priceInr: '',
  listingCredits: '0',
  featuredCredits: '0',
  projectCredits: '0',
  durationDays: '30',
};

const valuesOf = (plan: AdminPlan): Values => ({
  name: plan.name,
  sellerType: plan.sellerType,
  active: plan.active,
  ...(Object.fromEntries(NUMBER_FIELDS.map((f) => [f, String(plan[f])])) as Record<NumberField, string>),
});

/** An empty box is "missing", not 0: the schema then names the field. */
const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

function PlanForm({ plan }: { plan: AdminPlan | null }) {
  const [, navigate] = useLocation();
  const cache = useApiCache();
  const [values, setValues] = useState<Values>(plan ? valuesOf(plan) : EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof PlanBody, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = planSchema.safeParse({
      ...values,
      ...Object.fromEntries(NUMBER_FIELDS.map((f) => [f, toNumber(values[f])])),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, UI.form));
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      const answer = plan ? await updatePlan(plan.id, parsed.data) : await createPlan(parsed.data);
      planSaved(cache, answer.data);
      if (answer.message) notify.success(answer.message);
      navigate(PATHS.adminSubscriptions);
    } catch (failure) {
      setFormError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  const number = (field: NumberField) => (
    <FormField
      key={field}
      label={UI.form[field]}
      name={field}
      type="number"
      inputMode="numeric"
      min={0}
      value={values[field]}
      error={errors[field]}
      onChange={(e) => setValues({ ...values, [field]: e.target.value })}
    />
  );

  return (
    <form className="card mt-4 grid gap-4 sm:grid-cols-2" noValidate onSubmit={submit}>
      <FormField
        label={UI.form.name}
        name="name"
        value={values.name}
        error={errors.name}
        maxLength={80}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <FieldFrame label={UI.form.sellerType} error={errors.sellerType}>
        {(control) => (
          <select
            {...control}
            name="sellerType"
            className="block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink"
            value={values.sellerType}
            onChange={(e) => setValues({ ...values, sellerType: e.target.value })}
          >
            {SELLER_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      {NUMBER_FIELDS.map(number)}
      <label className="flex items-center gap-2 text-sm font-medium text-ink sm:col-span-2">
        <input
          type="checkbox"
          name="active"
          checked={values.active}
          onChange={(e) => setValues({ ...values, active: e.target.checked })}
        />
        {UI.form.active}
      </label>
      <div className="sm:col-span-2">
        <FormError message={formError} />
      </div>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className="btn-solid" disabled={busy}>
          {busy ? UI.form.saving : UI.form.save}
        </button>
        <Link href={PATHS.adminSubscriptions} className="btn-outline">
          {UI.form.back}
        </Link>
      </div>
    </form>
  );
}

/** `/admin/subscription/edit`: a new plan, or `?id=` to edit one. */
export default function AdminPlanEditPage() {
  useDocumentTitle(ROUTES.adminSubscriptionEdit.title);
  const id = Number(new URLSearchParams(useSearch()).get('id') ?? '') || null;
  // The plans table holds every plan: an edit starts from its row there.
  const plans = useAdminApi(id === null ? null : adminPlansRead, dataOf);
  return (
    <section className="container-page py-6">
      {/* The route's title is the page's one h1; a new plan says so beneath it. */}
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{ROUTES.adminSubscriptionEdit.title}</h1>
      {id === null ? <p className="mt-1 text-sm text-muted">{UI.newPlan}</p> : null}
      {id === null ? (
        <PlanForm plan={null} />
      ) : (
        <LoadState read={plans}>
          {(all) => {
            const plan = all.find((p) => p.id === id);
            return plan === undefined ? (
              <p role="alert" className="mt-6 text-sm text-ink">
                {UI.form.notFound}
              </p>
            ) : (
              <PlanForm plan={plan} />
            );
          }}
        </LoadState>
      )}
    </section>
  );
}
