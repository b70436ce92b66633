import { MESSAGES } from '@huebook/shared/messages';
import type { UpdateUserBody, User } from '@huebook/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { notify } from '../../lib/notification-store.ts';

import { updateAccount, uploadPhoto } from './api.ts';

/** Name, photo and email of the signed-in user, with 'Update account' (spec §2 "Account"). */
export function AccountForm({ user }: { user: User }) {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [photo, setPhoto] = useState(user.photo);
  const photoInputId = useId();

  const upload = useMutation({
    mutationFn: uploadPhoto,
    // Spec §5: if the upload returns nothing, the field keeps its old value.
    onSuccess: (url) => {
      if (url) setPhoto(url);
    },
  });

  const update = useMutation({
    mutationFn: (body: UpdateUserBody) => updateAccount(body),
    onSuccess: (updated) => {
      if (!updated) return;
      setName(updated.name);
      setEmail(updated.email);
      setPhoto(updated.photo);
      notify({ message: MESSAGES.accountUpdated, variant: 'success' });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: UpdateUserBody = { name, email };
    if (photo !== user.photo) body.photo = photo;
    update.mutate(body);
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="account-details-title"
      className="flex flex-col gap-5 rounded-3xl bg-white p-5 ring-1 ring-ink-200 sm:p-6"
    >
      <h2 id="account-details-title" className="text-lg font-extrabold text-ink-900">
        Account details
      </h2>
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
        autoComplete="name"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" isProcessing={update.isPending} disabled={upload.isPending}>
          Update account
        </Button>
      </div>
    </form>
  );
}
