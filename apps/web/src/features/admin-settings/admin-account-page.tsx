import { useQuery } from '@tanstack/react-query';

import { OwnAccountForm } from '../../components/ui/own-account-form.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuthStore } from '../../lib/auth-store.ts';
import { settingsListQuery } from '../../lib/settings-query.ts';

import { AppSettingsForm } from './app-settings-form.tsx';
import { AppStatusCard } from './app-status-card.tsx';

/** /admin/account (spec §2 "Admin account"): setup status, the admin's account, app settings. */
export function AdminAccountPage() {
  const user = useAuthStore((state) => state.user);
  // Fresh stored values for the form, not the landing's cached copy.
  const settings = useQuery({ ...settingsListQuery, staleTime: 0 });
  return (
    <section className="mx-auto max-w-5xl">
      <PageHeading title="Account" description="Your admin account and the settings of the app." />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <AppStatusCard />
          {user && <OwnAccountForm key={user.id} user={user} title="Admin account" />}
        </div>
        {!settings.isFetchedAfterMount ? (
          <div className="grid place-items-center py-16 text-brand-600">
            <Spinner />
          </div>
        ) : (
          // Remounts with the stored values after each reload (a save invalidates the list).
          <AppSettingsForm key={settings.dataUpdatedAt} settings={settings.data ?? []} />
        )}
      </div>
    </section>
  );
}
