import { signInBodySchema, type Verification } from '@huebook/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { api } from '../../lib/api-client.ts';

import { AuthShell, authLinkClass } from './auth-shell.tsx';
import { fieldErrors } from './field-errors.ts';

/** /sign-in: the email; the server mails a code and answers a verification token. */
export function SignInPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const signIn = useMutation({
    mutationFn: (body: { email: string }) => api.post<Verification>('/users/sign-in', body),
    onSuccess: (result, body) => {
      if (result)
        void navigate(`/verify/${encodeURIComponent(result.token)}`, { state: { email: body.email } });
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = signInBodySchema.safeParse({ email });
    if (!parsed.success) return setError(fieldErrors(parsed.error).email);
    setError(undefined);
    signIn.mutate(parsed.data);
  }

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
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
          required
        />
        <Button type="submit" size="lg" isProcessing={signIn.isPending} className="mt-2 w-full">
          Sign in
        </Button>
      </form>
    </AuthShell>
  );
}
