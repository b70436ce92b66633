import { TextField } from '../../../components/ui/text-field.tsx';
import { ImageField } from '../fields/image-field.tsx';
import { ListField } from '../fields/list-field.tsx';
import { SelectField } from '../fields/select-field.tsx';
import { SubheadingField, TextAreaField } from '../fields/text-area-field.tsx';
import { nextItemId } from '../read-website.ts';

import { fieldSetter, type GroupFieldsProps } from './group-fields.ts';
import { FEATURE_ICON_OPTIONS } from './icon-options.ts';

/** Features: subheading, picture and the feature cards (icon, title, description). */
export function FeaturesFields({ value, update, onBusy }: GroupFieldsProps<'features'>) {
  const set = fieldSetter(update);
  return (
    <>
      <SubheadingField value={value.subheading} onChange={set('subheading')} />
      <ImageField label="Image" value={value.image} onChange={set('image')} onBusy={onBusy} />
      <ListField
        legend="Features"
        itemName="feature"
        items={value.features}
        onChange={set('features')}
        createItem={(items) => ({ id: nextItemId(items), icon: 'sparkles', title: '', description: '' })}
        renderItem={(item, change) => (
          <>
            <div className="grid gap-5 sm:grid-cols-2">
              <SelectField
                label="Icon"
                value={item.icon}
                options={FEATURE_ICON_OPTIONS}
                onChange={(icon) => change({ icon })}
              />
              <TextField
                label="Title"
                required
                maxLength={120}
                value={item.title}
                onChange={(event) => change({ title: event.target.value })}
              />
            </div>
            <TextAreaField
              label="Description"
              rows={2}
              maxLength={500}
              value={item.description}
              onChange={(event) => change({ description: event.target.value })}
            />
          </>
        )}
      />
    </>
  );
}
