import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useAuthStore } from '../../lib/auth-store.ts';

import { AccountForm } from './account-form.tsx';
import { PlanPanel } from './plan-panel.tsx';

/** /account (spec §2 "Account (user)"): account details and the plan panel. */
export function AccountPage() {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  return (
    <section className="mx-auto max-w-3xl">
      <PageHeading title="Account" description="Your details, your plan and your credits." />
      <div className="grid gap-6 lg:grid-cols-2">
        <AccountForm key={user.id} user={user} />
        <PlanPanel user={user} />
      </div>
    </section>
  );
}
