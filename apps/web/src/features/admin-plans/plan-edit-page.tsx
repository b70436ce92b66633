import { MESSAGES } from '@huebook/shared/messages';
import type { Plan } from '@huebook/shared/schemas/plan';
import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';

import { Button } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { notify } from '../../lib/notification-store.ts';

import { usePlan, useUpdatePlan } from './api.ts';
import { formToBody, planToForm, type PlanFormValues } from './plan-form.ts';

/** /admin/plans/:id/edit (spec §2 "Edit plan"); a missing or unknown plan goes to /admin/plans. */
export function PlanEditPage() {
  const { id } = useParams();
  const plan = usePlan(id);
  if (!id || (!plan.isPending && !plan.data)) return <Navigate to="/admin/plans" replace />;
  return (
    <section className="mx-auto max-w-2xl">
      <PageHeading title="Edit plan" description={plan.data ? plan.data.title : undefined} />
      {plan.data ? (
        <PlanForm key={plan.data.id} plan={plan.data} />
      ) : (
        <div className="grid place-items-center py-16 text-brand-600">
          <Spinner />
        </div>
      )}
    </section>
  );
}

const STRIPE_HINT =
  'In your Stripe dashboard, open Product catalog, choose the product of this plan and copy its price ID (price_…).';

function PlanForm({ plan }: { plan: Plan }) {
  const navigate = useNavigate();
  const update = useUpdatePlan(plan.id);
  const [form, setForm] = useState<PlanFormValues>(() => planToForm(plan));
  const descriptionId = useId();
  const set = (field: keyof PlanFormValues) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(formToBody(plan, form), {
      onSuccess: (result) => {
        if (!result) return;
        setForm(planToForm(result.plan));
        notify({ message: MESSAGES.planUpdated, variant: 'success' });
      },
    });
  }

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-5 rounded-3xl bg-white p-5 ring-1 ring-ink-200 sm:p-6"
    >
      <TextField
        label="Title"
        name="title"
        required
        maxLength={60}
        value={form.title}
        onChange={set('title')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={descriptionId} className="text-sm font-semibold text-ink-800">
          Description
        </label>
        <textarea
          id={descriptionId}
          name="description"
          rows={3}
          maxLength={500}
          value={form.description}
          onChange={set('description')}
          className="w-full rounded-xl border border-ink-200 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-xs outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
        />
      </div>
      {plan.paid && (
        <>
          <TextField
            label="Price"
            name="price"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            required
            hint="US dollars a month."
            value={form.price}
            onChange={set('price')}
          />
          <TextField
            label="Stripe price ID"
            name="stripePriceId"
            pattern="price_[A-Za-z0-9]+"
            placeholder="price_…"
            hint={STRIPE_HINT}
            value={form.stripePriceId}
            onChange={set('stripePriceId')}
          />
        </>
      )}
      <TextField
        label="Limit on public pages"
        name="publicPageLimit"
        type="number"
        inputMode="numeric"
        min="0"
        step="1"
        required
        value={form.publicPageLimit}
        onChange={set('publicPageLimit')}
      />
      <TextField
        label="Limit on create pages"
        name="pageCreationLimit"
        type="number"
        inputMode="numeric"
        min="0"
        step="1"
        required
        value={form.pageCreationLimit}
        onChange={set('pageCreationLimit')}
      />
      <div className="flex justify-end gap-3">
        <Button variant="light" onClick={() => void navigate(-1)}>
          Cancel
        </Button>
        <Button type="submit" isProcessing={update.isPending}>
          Update plan
        </Button>
      </div>
    </form>
  );
}
