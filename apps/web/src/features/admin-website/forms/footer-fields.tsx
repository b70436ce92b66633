import { TextField } from '../../../components/ui/text-field.tsx';
import { ListField } from '../fields/list-field.tsx';
import { SelectField } from '../fields/select-field.tsx';
import { nextItemId } from '../read-website.ts';

import { fieldSetter, type GroupFieldsProps } from './group-fields.ts';
import { SOCIAL_ICON_OPTIONS } from './icon-options.ts';

/** Footer: the 'Follow us on' social links (network icon and address). */
export function FooterFields({ value, update }: GroupFieldsProps<'footer'>) {
  const set = fieldSetter(update);
  return (
    <ListField
      legend="Social links"
      itemName="social link"
      items={value.socials}
      onChange={set('socials')}
      createItem={(items) => ({ id: nextItemId(items), icon: 'instagram', url: '' })}
      renderItem={(item, change) => (
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Network"
            value={item.icon}
            options={SOCIAL_ICON_OPTIONS}
            onChange={(icon) => change({ icon })}
          />
          <TextField
            label="Link"
            inputMode="url"
            maxLength={2000}
            placeholder="https://…"
            value={item.url}
            onChange={(event) => change({ url: event.target.value })}
          />
        </div>
      )}
    />
  );
}
