import { Link, useLocation } from 'react-router';

import { callApi } from '../../lib/api-client.ts';

import { AuthShell, authLinkClass } from './auth-shell.tsx';
import { ContactForm } from './contact-form.tsx';

/** /sign-in: the email; the server mails a code and answers a verification token. */
export function SignInPage() {
  // Signing up instead keeps the deep link to come back to (?next=…).
  const { search } = useLocation();
  return (
    <AuthShell
      title="Welcome back"
      subtitle="Enter your email and we'll send you a sign-in code."
      footer={
        <>
          New here?{' '}
          <Link to={`/sign-up${search}`} className={authLinkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <ContactForm
        withName={false}
        submitLabel="Sign in"
        send={async (body) => (await callApi('POST /users/sign-in', { body })).data}
      />
    </AuthShell>
  );
}
