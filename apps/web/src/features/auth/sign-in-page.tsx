import type { Verification } from '@huebook/shared/schemas/user';
import { Link } from 'react-router';

import { api } from '../../lib/api-client.ts';

import { AuthShell, authLinkClass } from './auth-shell.tsx';
import { ContactForm } from './contact-form.tsx';

/** /sign-in: the email; the server mails a code and answers a verification token. */
export function SignInPage() {
  return (
    <AuthShell
      title="Welcome back"
      subtitle="Enter your email and we'll send you a sign-in code."
      footer={
        <>
          New here?{' '}
          <Link to="/sign-up" className={authLinkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <ContactForm
        withName={false}
        submitLabel="Sign in"
        send={(body) => api.post<Verification>('/users/sign-in', body)}
      />
    </AuthShell>
  );
}
