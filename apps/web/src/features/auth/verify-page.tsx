import { OTP_LENGTH } from '@huebook/shared/constants';
import { verifyBodySchema } from '@huebook/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';

import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { afterSignInPath } from '../../lib/after-sign-in.ts';
import { callApi } from '../../lib/api-client.ts';
import { startSession } from '../../lib/session.ts';

import { AuthShell, authLinkClass } from './auth-shell.tsx';
import { fieldErrors } from './field-errors.ts';

/** /verify/:token: the 5-digit code from the email opens the session (DESIGN.md "Auth"). */
export function VerifyPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { email, plan, next } =
    (useLocation().state as { email?: string; plan?: string | null; next?: string | null } | null) ?? {};
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const verify = useMutation({
    mutationFn: async (body: { token: string; code: string }) =>
      (await callApi('POST /users/verify', { body })).data,
    onSuccess: (session) => {
      startSession(session.token, session.user);
      // Back to the deep link signed out, or a landing plan's checkout, or home.
      void navigate(afterSignInPath(session.user, { next, plan }), { replace: true });
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = verifyBodySchema.safeParse({ token, code });
    if (!parsed.success) return setError(fieldErrors(parsed.error).code ?? fieldErrors(parsed.error).token);
    setError(undefined);
    verify.mutate(parsed.data);
  }

  return (
    <AuthShell
      title="Check your email"
      subtitle={
        email ? (
          <>
            We sent a {OTP_LENGTH}-digit code to <strong className="text-ink-900">{email}</strong>. It expires
            in 10 minutes.
          </>
        ) : (
          `Enter the ${OTP_LENGTH}-digit code we emailed you. It expires in 10 minutes.`
        )
      }
      footer={
        <>
          Wrong address or no email?{' '}
          <Link to="/sign-in" className={authLinkClass}>
            Start again
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label="OTP"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="\d*"
          maxLength={OTP_LENGTH}
          placeholder="•••••"
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
          error={error}
          autoFocus
          required
        />
        <Button type="submit" size="lg" isProcessing={verify.isPending} className="mt-2 w-full">
          Access account
        </Button>
      </form>
    </AuthShell>
  );
}
