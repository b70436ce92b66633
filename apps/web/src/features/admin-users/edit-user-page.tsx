import { MESSAGES } from '@huebook/shared/messages';
import type { User } from '@huebook/shared/schemas/user';
import { useState, type FormEvent } from 'react';
import { Navigate, useParams } from 'react-router';

import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { PhotoField } from '../../components/ui/photo-field.tsx';
import { ProfileFields } from '../../components/ui/profile-fields.tsx';
import { useAuthStore } from '../../lib/auth-store.ts';
import { notify } from '../../lib/notification-store.ts';
import { storeUser } from '../../lib/session.ts';
import { useProfileDraft } from '../../lib/use-profile-draft.ts';

import { useUpdateUser, useUser } from './api.ts';

/**
 * /admin/users/:id/edit (spec §2 "Edit user"): name, email and photo. A missing id or an
 * unknown user goes back to /admin/users (spec §8).
 */
export function EditUserPage() {
  const id = useParams().id ?? '';
  const user = useUser(id);
  if (!id || (!user.isPending && !user.data)) return <Navigate to="/admin/users" replace />;
  return (
    <section className="mx-auto max-w-xl">
      <PageHeading title="Edit user" />
      {user.data ? (
        <EditUserForm key={user.data.id} user={user.data} />
      ) : (
        <p aria-busy="true" className="py-10 text-center text-ink-500">
          Loading user…
        </p>
      )}
    </section>
  );
}

function EditUserForm({ user }: { user: User }) {
  const draft = useProfileDraft(user);
  const [isUploading, setIsUploading] = useState(false);
  const me = useAuthStore((state) => state.user);
  const update = useUpdateUser(user.id);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate(draft.changes(), {
      onSuccess: (updated) => {
        if (!updated) return;
        // An admin editing their own account sees the change in the menu at once.
        if (updated.id === me?.id) storeUser(updated);
        notify({ message: MESSAGES.userUpdated, variant: 'success' });
      },
    });
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-label="Edit user"
      className="flex flex-col gap-5 rounded-3xl bg-white p-5 ring-1 ring-ink-200 sm:p-6"
    >
      <PhotoField
        name={draft.name}
        photo={draft.photo}
        onUploaded={draft.setPhoto}
        onBusy={setIsUploading}
        hint="PNG, JPEG or WebP."
      />
      <ProfileFields
        name={draft.name}
        email={draft.email}
        onNameChange={draft.setName}
        onEmailChange={draft.setEmail}
      />
      <div className="flex justify-end gap-3">
        <ButtonLink to="/admin/users" variant="light">
          Back to users
        </ButtonLink>
        <Button type="submit" isProcessing={update.isPending} disabled={isUploading}>
          Update user
        </Button>
      </div>
    </form>
  );
}
