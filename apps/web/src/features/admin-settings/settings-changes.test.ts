import { describe, expect, it } from 'vitest';

import { initialValues, settingsToSend } from './settings-changes.ts';

const stored = initialValues([
  { name: 'app_name', value: 'Huebook' },
  { name: 'tagline', value: 'Color it' },
  { name: 'favicon', value: '' },
  { name: 'openai_model', value: 'gpt-image-1' },
  { name: 'website', value: '{}' },
]);

describe('settingsToSend', () => {
  it('starts with empty secrets and sends nothing when nothing changed', () => {
    expect(stored).toMatchObject({ app_name: 'Huebook', openai_key: '', stripe_key: '' });
    expect(settingsToSend(stored, { ...stored })).toEqual([]);
  });

  it('sends changed public settings, trimmed', () => {
    const draft = { ...stored, app_name: ' Colorly ', favicon: '/uploads/f.png', tagline: 'Color it ' };
    expect(settingsToSend(stored, draft)).toEqual([
      { name: 'app_name', value: 'Colorly' },
      { name: 'favicon', value: '/uploads/f.png' },
    ]);
  });

  it('sends a secret only when it is filled in', () => {
    const draft = { ...stored, stripe_key: 'sk_test_1', openai_key: '   ', stripe_webhook_secret: '' };
    expect(settingsToSend(stored, draft)).toEqual([{ name: 'stripe_key', value: 'sk_test_1' }]);
  });
});
