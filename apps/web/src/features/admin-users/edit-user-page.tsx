import { MESSAGES } from '@huebook/shared/messages';
import type { UpdateUserBody, User } from '@huebook/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Navigate, useParams } from 'react-router';

import { Avatar } from '../../components/ui/avatar.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAuthStore } from '../../lib/auth-store.ts';
import { notify } from '../../lib/notification-store.ts';
import { storeUser } from '../../lib/session.ts';

import { uploadUserPhoto, useUpdateUser, useUser } from './api.ts';

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
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [photo, setPhoto] = useState(user.photo);
  const photoInputId = useId();
  const me = useAuthStore((state) => state.user);
  const update = useUpdateUser(user.id);
  const upload = useMutation({
    mutationFn: uploadUserPhoto,
    // Spec §5: if the upload returns nothing, the field keeps its old value.
    onSuccess: (url) => {
      if (url) setPhoto(url);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: UpdateUserBody = { name, email };
    if (photo !== user.photo) body.photo = photo;
    update.mutate(body, {
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
      <div className="flex items-center gap-4">
        <Avatar name={name} photo={photo} size="medium" />
        <div className="flex flex-col gap-1">
          <label
            htmlFor={photoInputId}
            className="inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-xl bg-white px-3 text-sm font-semibold text-ink-900 ring-1 ring-ink-200 ring-inset hover:bg-ink-50 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-500"
          >
            {upload.isPending ? <Spinner /> : <ImageUp aria-hidden="true" className="size-4" />}
            Photo
            <input
              id={photoInputId}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="sr-only"
              disabled={upload.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) upload.mutate(file);
              }}
            />
          </label>
          <p className="text-xs text-ink-500">PNG, JPEG or WebP.</p>
        </div>
      </div>
      <TextField
        label="Name"
        name="name"
        autoComplete="off"
        required
        maxLength={80}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="off"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <div className="flex justify-end gap-3">
        <ButtonLink to="/admin/users" variant="light">
          Back to users
        </ButtonLink>
        <Button type="submit" isProcessing={update.isPending} disabled={upload.isPending}>
          Update user
        </Button>
      </div>
    </form>
  );
}
