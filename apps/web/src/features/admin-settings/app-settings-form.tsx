import { MESSAGES } from '@huebook/shared/messages';
import type { Setting } from '@huebook/shared/schemas/setting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { Button } from '../../components/ui/button.tsx';
import { ImagePicker } from '../../components/ui/image-picker.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { notify } from '../../lib/notification-store.ts';
import { queryKeys } from '../../lib/query-keys.ts';

import { saveSettings, useAppStatus } from './api.ts';
import { SecretField } from './secret-field.tsx';
import { initialValues, settingsToSend, type AppSettingsValues } from './settings-changes.ts';

/**
 * 'App settings' (spec §2, §4, §5): changed settings and filled-in secrets are sent in parallel;
 * when all succeed, 'App settings have been updated', the secrets are cleared and the status
 * card and the app name reload.
 */
export function AppSettingsForm({ settings }: { settings: readonly Setting[] }) {
  const queryClient = useQueryClient();
  const status = useAppStatus();
  const [initial, setInitial] = useState(() => initialValues(settings));
  const [draft, setDraft] = useState<AppSettingsValues>(initial);
  const [isUploading, setIsUploading] = useState(false);
  const set = (name: keyof AppSettingsValues) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: async () => {
      notify({ message: MESSAGES.settingsUpdated, variant: 'success' });
      const saved = { ...draft, openai_key: '', stripe_key: '', stripe_webhook_secret: '' };
      setInitial(saved);
      setDraft(saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.settings.appStatus() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.settings.all }),
      ]);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes = settingsToSend(initial, draft);
    if (changes.length === 0) {
      notify({ message: 'Nothing to update: no setting was changed.', variant: 'info' });
      return;
    }
    save.mutate(changes);
  }

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="app-settings-title"
      className="flex flex-col gap-5 rounded-3xl bg-white p-5 ring-1 ring-ink-200 sm:p-6"
    >
      <h2 id="app-settings-title" className="text-lg font-extrabold text-ink-900">
        App settings
      </h2>
      <TextField
        label="App name"
        name="app_name"
        required
        maxLength={60}
        value={draft.app_name}
        onChange={set('app_name')}
      />
      <TextField
        label="Tagline"
        name="tagline"
        maxLength={200}
        value={draft.tagline}
        onChange={set('tagline')}
      />
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-ink-800">Favicon</span>
        <div className="flex items-center gap-3">
          {draft.favicon ? (
            <img
              src={draft.favicon}
              alt="Favicon"
              className="size-10 rounded-lg object-cover ring-1 ring-ink-200"
            />
          ) : (
            <span className="grid size-10 place-items-center rounded-lg bg-ink-100 text-xs text-ink-500">
              none
            </span>
          )}
          <ImagePicker
            label="Upload favicon"
            onUploaded={(url) => setDraft((current) => ({ ...current, favicon: url }))}
            onBusy={setIsUploading}
          />
        </div>
      </div>
      <SecretField
        name="openai_key"
        value={draft.openai_key}
        onChange={set('openai_key')}
        status={status.data}
      />
      <TextField
        label="OpenAI image model"
        name="openai_model"
        placeholder="gpt-image-1"
        value={draft.openai_model}
        onChange={set('openai_model')}
      />
      <SecretField
        name="stripe_key"
        value={draft.stripe_key}
        onChange={set('stripe_key')}
        status={status.data}
      />
      <SecretField
        name="stripe_webhook_secret"
        value={draft.stripe_webhook_secret}
        onChange={set('stripe_webhook_secret')}
        status={status.data}
      />
      <div className="flex justify-end">
        <Button type="submit" isProcessing={save.isPending} disabled={isUploading}>
          Update settings
        </Button>
      </div>
    </form>
  );
}
