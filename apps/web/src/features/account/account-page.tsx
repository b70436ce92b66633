import { OwnAccountForm } from '../../components/ui/own-account-form.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useAuthStore } from '../../lib/auth-store.ts';

import { PlanPanel } from './plan-panel.tsx';

/** /account (spec §2 "Account (user)"): account details and the plan panel. */
export function AccountPage() {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;
  return (
    <section className="mx-auto max-w-3xl">
      <PageHeading title="Account" description="Your details, your plan and your credits." />
      <div className="grid gap-6 lg:grid-cols-2">
        <OwnAccountForm key={user.id} user={user} title="Account details" photoHint="PNG, JPEG or WebP." />
        <PlanPanel user={user} />
      </div>
    </section>
  );
}
