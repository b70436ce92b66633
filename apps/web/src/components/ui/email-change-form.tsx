import { OTP_LENGTH } from '@huebook/shared/constants';
import { confirmEmailBodySchema, type EmailChange, type User } from '@huebook/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

import { confirmEmailChange } from '../../lib/session.ts';

import { Button } from './button.tsx';
import { TextField } from './text-field.tsx';

/**
 * Asks for the code mailed to a new email address; the code applies the change (DESIGN.md
 * "Auth"). `onConfirmed` gets the user with the new email, `onCancel` drops the change.
 */
export function EmailChangeForm({
  change,
  onConfirmed,
  onCancel,
}: {
  change: EmailChange;
  onConfirmed: (user: User) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: (user) => {
      if (user) onConfirmed(user);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = confirmEmailBodySchema.safeParse({ token: change.token, code });
    if (!parsed.success) return setError(`Enter the ${OTP_LENGTH}-digit code from the email`);
    setError(undefined);
    confirm.mutate(parsed.data);
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-3xl bg-white p-5 ring-1 ring-brand-200 sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-extrabold text-ink-900">
        Confirm your new email
      </h2>
      <p className="text-ink-700">
        We sent a code to <strong className="text-ink-900">{change.email}</strong>. Enter it to change your
        email.
      </p>
      <TextField
        label="Code"
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={OTP_LENGTH}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        error={error}
        autoFocus
      />
      <div className="flex justify-end gap-3">
        <Button type="button" variant="light" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isProcessing={confirm.isPending}>
          Change email
        </Button>
      </div>
    </form>
  );
}
