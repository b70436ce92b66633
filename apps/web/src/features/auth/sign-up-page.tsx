import type { Verification } from '@huebook/shared/schemas/user';
import { Link } from 'react-router';

import { api } from '../../lib/api-client.ts';

import { AuthShell, authLinkClass } from './auth-shell.tsx';
import { ContactForm } from './contact-form.tsx';

/** /sign-up: name and email; the server mails a code and answers a verification token. */
export function SignUpPage() {
  return (
    <AuthShell
      title="Create your account"
      subtitle="Color, create and share pages. We'll email you a code — no password needed."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/sign-in" className={authLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <ContactForm
        withName
        submitLabel="Sign up"
        send={(body) => api.post<Verification>('/users/sign-up', body)}
      />
    </AuthShell>
  );
}
