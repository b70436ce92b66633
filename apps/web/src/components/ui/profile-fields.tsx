import { TextField } from './text-field.tsx';

/**
 * The 'Name' and 'Email' fields of an account. `isOwnAccount` lets the browser fill them in;
 * an admin typing someone else's details gets no autofill and the 80-character name limit.
 */
export function ProfileFields({
  name,
  email,
  onNameChange,
  onEmailChange,
  isOwnAccount = false,
}: {
  name: string;
  email: string;
  onNameChange: (value: string) => void;
  onEmailChange: (value: string) => void;
  isOwnAccount?: boolean;
}) {
  return (
    <>
      <TextField
        label="Name"
        name="name"
        autoComplete={isOwnAccount ? 'name' : 'off'}
        required
        maxLength={isOwnAccount ? undefined : 80}
        value={name}
        onChange={(e) => onNameChange(e.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete={isOwnAccount ? 'email' : 'off'}
        required
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
      />
    </>
  );
}
