import type { CreateUserBody } from '@huebook/shared/schemas/user';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { ProfileFields } from '../../components/ui/profile-fields.tsx';
import { notify } from '../../lib/notification-store.ts';

import { useCreateUser } from './api.ts';

/**
 * /admin/users/create: an admin creates a user, or another admin (DESIGN.md "Auth"). The new
 * user signs in with their email; no code is sent now.
 */
export function CreateUserPage() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [isAdmin, setIsAdmin] = useState(false);
  const adminId = useId();
  const create = useCreateUser();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: CreateUserBody = { name, email, admin: isAdmin };
    create.mutate(body, {
      onSuccess: (created) => {
        if (!created) return;
        // Persistent, so the message outlives the navigation back to the list.
        notify({ message: `${created.name} has been created`, variant: 'success', persist: true });
        void navigate('/admin/users');
      },
    });
  }

  return (
    <section className="mx-auto max-w-xl">
      <PageHeading title="Create user" description="They sign in with their email and a one-time code." />
      <form
        onSubmit={onSubmit}
        aria-label="Create user"
        className="flex flex-col gap-5 rounded-3xl bg-white p-5 ring-1 ring-ink-200 sm:p-6"
      >
        <ProfileFields name={name} email={email} onNameChange={setName} onEmailChange={setEmail} />
        <div className="flex items-start gap-3 text-sm">
          <input
            id={adminId}
            type="checkbox"
            checked={isAdmin}
            onChange={(e) => setIsAdmin(e.target.checked)}
            aria-describedby={`${adminId}-hint`}
            className="mt-0.5 size-4 accent-brand-600"
          />
          <div>
            <label htmlFor={adminId} className="font-semibold text-ink-800">
              Admin
            </label>
            <p id={`${adminId}-hint`} className="text-ink-500">
              Admins run the admin area and cannot color pages.
            </p>
          </div>
        </div>
        <div className="flex justify-end gap-3">
          <ButtonLink to="/admin/users" variant="light">
            Cancel
          </ButtonLink>
          <Button type="submit" isProcessing={create.isPending}>
            Create user
          </Button>
        </div>
      </form>
    </section>
  );
}
