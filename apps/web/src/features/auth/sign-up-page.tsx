import { Link, useSearchParams } from 'react-router';

import { callApi } from '../../lib/api-client.ts';

import { AuthShell, authLinkClass } from './auth-shell.tsx';
import { ContactForm } from './contact-form.tsx';

/**
 * /sign-up: name and email; the server mails a code and answers a verification token. A plan
 * chosen on the landing pricing (`?plan=`) leads to checkout once the code is entered.
 */
export function SignUpPage() {
  const plan = useSearchParams()[0].get('plan');
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
        plan={plan}
        send={async ({ name = '', email }) =>
          (await callApi('POST /users/sign-up', { body: { name, email } })).data
        }
      />
    </AuthShell>
  );
}
