import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { ButtonLink } from '../../components/ui/button.tsx';
import { callApi } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';

import { AuthShell, authLinkClass } from './auth-shell.tsx';
import { ContactForm } from './contact-form.tsx';

/**
 * /admin/create: first-run setup of the first admin (DESIGN.md "Auth"). The server refuses with
 * 403 once an admin exists; the screen then says so and points to sign in.
 */
export function AdminCreatePage() {
  const [adminExists, setAdminExists] = useState(false);
  const send = async ({ name = '', email }: { name?: string; email: string }) => {
    try {
      return (await callApi('POST /users/admin/create', { body: { name, email } })).data;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 403) throw error;
      setAdminExists(true);
      return null;
    }
  };

  if (adminExists) {
    return (
      <AuthShell title="Setup is complete">
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <ShieldCheck aria-hidden="true" className="size-12 text-emerald-500" />
          <p className="text-ink-700">
            An admin account already exists. Sign in with it, or ask an admin to add you.
          </p>
          <ButtonLink to="/sign-in" size="lg" className="w-full">
            Sign in
          </ButtonLink>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Create the admin account"
      subtitle="Set up the first administrator of this app. We'll email a code to confirm the address."
      footer={
        <>
          Already set up?{' '}
          <Link to="/sign-in" className={authLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <ContactForm withName submitLabel="Create admin" send={send} />
    </AuthShell>
  );
}
