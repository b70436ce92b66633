import type { UpdateUserBody, User } from '@huebook/shared/schemas/user';
import { useState } from 'react';

/**
 * The name, email and photo being edited for `user`. `changes()` is the PATCH body: name and
 * email always, the photo only when a new one was uploaded. `reset` takes the saved user back in.
 */
export function useProfileDraft(user: User) {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [photo, setPhoto] = useState(user.photo);
  return {
    name,
    setName,
    email,
    setEmail,
    photo,
    setPhoto,
    changes(): UpdateUserBody {
      const body: UpdateUserBody = { name, email };
      if (photo !== user.photo) body.photo = photo;
      return body;
    },
    reset(saved: User) {
      setName(saved.name);
      setEmail(saved.email);
      setPhoto(saved.photo);
    },
  };
}
