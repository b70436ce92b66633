import { signUpBodySchema, type Verification } from '@huebook/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { api } from '../../lib/api-client.ts';

import { AuthShell, authLinkClass } from './auth-shell.tsx';
import { fieldErrors } from './field-errors.ts';

/**
 * /admin/create: first-run setup of the first admin (DESIGN.md "Auth"). The server refuses with
 * 403 once an admin exists; the screen then says so and points to sign in.
 */
export function AdminCreatePage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [adminExists, setAdminExists] = useState(false);
  const create = useMutation({
    mutationFn: (body: { name: string; email: string }) =>
      api.post<Verification>('/users/admin/create', body, {
        onFailure: (failure) => {
          if (failure.status !== 403) return false;
          setAdminExists(true);
          return true;
        },
      }),
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
    create.mutate(parsed.data);
  }

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
        <Button type="submit" size="lg" isProcessing={create.isPending} className="mt-2 w-full">
          Create admin
        </Button>
      </form>
    </AuthShell>
  );
}
