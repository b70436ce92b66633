import { MESSAGES } from '@huebook/shared/messages';
import type { EmailChange, User } from '@huebook/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

import { notify } from '../../lib/notification-store.ts';
import { updateOwnAccount } from '../../lib/session.ts';
import { useProfileDraft } from '../../lib/use-profile-draft.ts';

import { Button } from './button.tsx';
import { EmailChangeForm } from './email-change-form.tsx';
import { PhotoField } from './photo-field.tsx';
import { ProfileFields } from './profile-fields.tsx';

/**
 * The signed-in user's name, photo and email with 'Update account' (spec §2 "Account" and
 * "Admin account"), in a card named by `title`.
 */
export function OwnAccountForm({
  user,
  title,
  photoHint,
}: {
  user: User;
  title: string;
  photoHint?: string;
}) {
  const titleId = useId();
  const draft = useProfileDraft(user);
  const [isUploading, setIsUploading] = useState(false);
  // A new email waits for the code mailed to it (EmailChangeForm); the rest is saved at once.
  const [emailChange, setEmailChange] = useState<EmailChange | null>(null);
  const update = useMutation({
    mutationFn: updateOwnAccount,
    onSuccess: (result) => {
      if (!result) return;
      draft.reset(result.user);
      setEmailChange(result.emailChange ?? null);
      if (!result.emailChange) notify({ message: MESSAGES.accountUpdated, variant: 'success' });
    },
  });
  function onEmailConfirmed(saved: User) {
    draft.reset(saved);
    setEmailChange(null);
    notify({ message: MESSAGES.accountUpdated, variant: 'success' });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(draft.changes());
  }

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={onSubmit}
        aria-labelledby={titleId}
        className="flex flex-col gap-5 rounded-3xl bg-white p-5 ring-1 ring-ink-200 sm:p-6"
      >
        <h2 id={titleId} className="text-lg font-extrabold text-ink-900">
          {title}
        </h2>
        <PhotoField
          name={draft.name}
          photo={draft.photo}
          onUploaded={draft.setPhoto}
          onBusy={setIsUploading}
          hint={photoHint}
        />
        <ProfileFields
          name={draft.name}
          email={draft.email}
          onNameChange={draft.setName}
          onEmailChange={draft.setEmail}
          isOwnAccount
        />
        <div className="flex justify-end">
          <Button type="submit" isProcessing={update.isPending} disabled={isUploading}>
            Update account
          </Button>
        </div>
      </form>
      {emailChange && (
        <EmailChangeForm
          key={emailChange.token}
          change={emailChange}
          onConfirmed={onEmailConfirmed}
          onCancel={() => setEmailChange(null)}
        />
      )}
    </div>
  );
}
