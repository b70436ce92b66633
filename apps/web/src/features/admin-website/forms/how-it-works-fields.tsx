import { TextField } from '../../../components/ui/text-field.tsx';
import { ListField } from '../fields/list-field.tsx';
import { SubheadingField, TextAreaField } from '../fields/text-area-field.tsx';
import { nextItemId } from '../read-website.ts';

import { fieldSetter, type GroupFieldsProps } from './group-fields.ts';

/** How it works: subheading, video and the numbered instructions. */
export function HowItWorksFields({ value, update }: GroupFieldsProps<'howItWorks'>) {
  const set = fieldSetter(update);
  return (
    <>
      <SubheadingField value={value.subheading} onChange={set('subheading')} />
      <TextField
        label="Video link"
        inputMode="url"
        maxLength={2000}
        placeholder="https://www.youtube.com/watch?v=…"
        hint="A YouTube or Vimeo page, or a video file's address. Leave empty for no video."
        value={value.video}
        onChange={(event) => set('video')(event.target.value)}
      />
      <ListField
        legend="Instructions"
        itemName="instruction"
        items={value.instructions}
        onChange={set('instructions')}
        createItem={(items) => ({ id: nextItemId(items), content: '' })}
        renderItem={(item, change) => (
          <TextAreaField
            label="Instruction"
            required
            rows={2}
            maxLength={500}
            value={item.content}
            onChange={(event) => change({ content: event.target.value })}
          />
        )}
      />
    </>
  );
}
