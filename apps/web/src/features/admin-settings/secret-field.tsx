import type { AppStatus } from '@huebook/shared/schemas/setting';
import { useQueryClient } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';

import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { notify, useNotificationStore } from '../../lib/notification-store.ts';

import { appStatusQuery, removeSecret } from './api.ts';
import type { SECRET_FIELDS } from './settings-changes.ts';

type SecretName = (typeof SECRET_FIELDS)[number];

/** Each secret: its label, placeholder, status flag, and what the app does without it. */
const SECRETS: Record<
  SecretName,
  { label: string; placeholder: string; flag: keyof AppStatus; whenUnset: string }
> = {
  openai_key: {
    label: 'OpenAI API key',
    placeholder: 'sk-…',
    flag: 'openaiApi',
    whenUnset: 'Not set: pages come from the offline generator.',
  },
  stripe_key: {
    label: 'Stripe secret key',
    placeholder: 'sk_live_…',
    flag: 'stripeApi',
    whenUnset: 'Not set: checkout runs in test mode (refused in production).',
  },
  stripe_webhook_secret: {
    label: 'Stripe webhook secret',
    placeholder: 'whsec_…',
    flag: 'stripeWebhook',
    whenUnset: 'Not set: Stripe webhook events are refused.',
  },
};

const HINT_WHEN_SET = 'Write-only: leave empty to keep the stored one, or type a new one to replace it.';

interface SecretFieldProps {
  name: SecretName;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Which secrets the app has now (GET /app/status); unknown while loading. */
  status: AppStatus | null | undefined;
}

/**
 * A write-only secret: a password field that replaces the stored value when filled in, and,
 * while one is set, 'Remove' (after a confirmation) so a dead key stops breaking its feature.
 */
export function SecretField({ name, value, onChange, status }: SecretFieldProps) {
  const queryClient = useQueryClient();
  const confirm = useNotificationStore((state) => state.confirm);
  const { label, placeholder, flag, whenUnset } = SECRETS[name];
  const isSet = status?.[flag];

  function onRemove() {
    confirm(`Are you sure to remove the ${label}?`, async () => {
      if (!(await removeSecret(name))) return;
      const after = await queryClient.fetchQuery(appStatusQuery);
      // A key from the server's environment is not a setting: it stays in use.
      notify(
        after?.[flag]
          ? { message: `${label} removed; the one set in the server's environment stays in use.` }
          : { message: `${label} has been removed`, variant: 'success' },
      );
    });
  }

  return (
    <div className="flex items-start gap-2">
      <TextField
        className="min-w-0 flex-1"
        label={label}
        name={name}
        type="password"
        autoComplete="off"
        placeholder={placeholder}
        hint={isSet === false ? whenUnset : HINT_WHEN_SET}
        value={value}
        onChange={onChange}
      />
      {isSet && (
        <Button variant="light" className="mt-7 shrink-0" aria-label={`Remove ${label}`} onClick={onRemove}>
          Remove
        </Button>
      )}
    </div>
  );
}
