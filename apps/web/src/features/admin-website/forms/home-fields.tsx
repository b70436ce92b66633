import { WEBSITE_PLATFORMS, type WebsitePlatform } from '@huebook/shared/schemas/website';

import { TextField } from '../../../components/ui/text-field.tsx';
import { ImageField } from '../fields/image-field.tsx';
import { SubheadingField } from '../fields/text-area-field.tsx';

import { fieldSetter, type GroupFieldsProps } from './group-fields.ts';

const PLATFORM_LABELS: Record<WebsitePlatform, string> = {
  web: 'Web',
  android: 'Android',
  ios: 'iOS',
  windows: 'Windows',
  mac: 'Mac',
  debian: 'Debian',
};

/** Home hero: two heading lines, subheading, picture and a link per platform. */
export function HomeFields({ value, update, onBusy }: GroupFieldsProps<'home'>) {
  const set = fieldSetter(update);
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Heading line 1"
          maxLength={120}
          value={value.headingLine1}
          onChange={(event) => set('headingLine1')(event.target.value)}
        />
        <TextField
          label="Heading line 2"
          maxLength={120}
          value={value.headingLine2}
          onChange={(event) => set('headingLine2')(event.target.value)}
        />
      </div>
      <SubheadingField value={value.subheading} onChange={set('subheading')} />
      <ImageField label="Image" value={value.image} onChange={set('image')} onBusy={onBusy} />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-bold text-ink-900">Download links</legend>
        <p className="-mt-2 text-sm text-ink-500">
          Leave a platform empty when the app is not offered there. Links start with https://, or / for a page
          of this site.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          {WEBSITE_PLATFORMS.map((platform) => (
            <TextField
              key={platform}
              label={`${PLATFORM_LABELS[platform]} link`}
              inputMode="url"
              maxLength={2000}
              placeholder="https://…"
              value={value.platforms[platform]}
              onChange={(event) => {
                const link = event.target.value;
                update((current) => ({ ...current, platforms: { ...current.platforms, [platform]: link } }));
              }}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}
