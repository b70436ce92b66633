import { MESSAGES } from '@huebook/shared/messages';
import type { UpdateUserBody, User } from '@huebook/shared/schemas/user';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { notify } from '../../lib/notification-store.ts';

import { updateAdminAccount } from './api.ts';
import { ImagePicker } from './image-picker.tsx';

/** 'Admin account': the signed-in admin's name, email and photo, with 'Update account'. */
export function AdminAccountCard({ user }: { user: User }) {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [photo, setPhoto] = useState(user.photo);
  const [isUploading, setIsUploading] = useState(false);
  const update = useMutation({
    mutationFn: updateAdminAccount,
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
      aria-labelledby="admin-account-title"
      className="flex flex-col gap-5 rounded-3xl bg-white p-5 ring-1 ring-ink-200 sm:p-6"
    >
      <h2 id="admin-account-title" className="text-lg font-extrabold text-ink-900">
        Admin account
      </h2>
      <div className="flex items-center gap-4">
        <Avatar name={name} photo={photo} size="medium" />
        <ImagePicker label="Photo" onUploaded={setPhoto} onBusy={setIsUploading} />
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
        <Button type="submit" isProcessing={update.isPending} disabled={isUploading}>
          Update account
        </Button>
      </div>
    </form>
  );
}
