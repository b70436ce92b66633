import { signUpBodySchema, type Verification } from '@huebook/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { api } from '../../lib/api-client.ts';

import { AuthShell, authLinkClass } from './auth-shell.tsx';
import { fieldErrors } from './field-errors.ts';

/** /sign-up: name and email; the server mails a code and answers a verification token. */
export function SignUpPage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const signUp = useMutation({
    mutationFn: (body: { name: string; email: string }) => api.post<Verification>('/users/sign-up', body),
    onSuccess: (result, body) => {
      if (result)
        void navigate(`/verify/${encodeURIComponent(result.token)}`, { state: { email: body.email } });
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = signUpBodySchema.safeParse({ name, email });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    signUp.mutate(parsed.data);
  }

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
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          required
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <Button type="submit" size="lg" isProcessing={signUp.isPending} className="mt-2 w-full">
          Sign up
        </Button>
      </form>
    </AuthShell>
  );
}
