import { signInBodySchema, signUpBodySchema, type Verification } from '@huebook/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';

import { fieldErrors } from './field-errors.ts';

interface ContactFormProps {
  /** Ask for the name too (sign-up, admin create), or only the email (sign-in). */
  withName: boolean;
  submitLabel: string;
  /**
   * Sends the checked fields; answers the verification token, or null when the screen has shown
   * a failure itself. A failure it throws is shown by the query cache (lib/api-reactions.ts).
   */
  send: (body: { name?: string; email: string }) => Promise<Verification | null>;
  /** A plan picked on the landing pricing (`?plan=`), carried to /verify for checkout after. */
  plan?: string | null;
}

/**
 * The name-and-email (or email-only) form of the auth screens: checks the fields with the
 * shared schemas, sends them, and on success goes to /verify/:token with the email in the
 * navigation state so the code screen can say where the code went.
 */
export function ContactForm({ withName, submitLabel, send, plan }: ContactFormProps) {
  const navigate = useNavigate();
  // A deep link's path to come back to (/sign-in?next=…), carried to /verify like the plan.
  const next = useSearchParams()[0].get('next');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useMutation({
    mutationFn: send,
    onSuccess: (result, body) => {
      if (result)
        void navigate(`/verify/${encodeURIComponent(result.token)}`, {
          state: { email: body.email, plan, next },
        });
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = withName
      ? signUpBodySchema.safeParse({ name, email })
      : signInBodySchema.safeParse({ email });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    submit.mutate(parsed.data);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {withName && (
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          required
        />
      )}
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
      <Button type="submit" size="lg" isProcessing={submit.isPending} className="mt-2 w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
