import { TextField } from '../../../components/ui/text-field.tsx';
import { ImageField } from '../fields/image-field.tsx';
import { ListField } from '../fields/list-field.tsx';
import { SubheadingField, TextAreaField } from '../fields/text-area-field.tsx';
import { nextItemId } from '../read-website.ts';

import { fieldSetter, type GroupFieldsProps } from './group-fields.ts';

/** Testimonials: subheading, picture and each colorist's photo, feedback, name and place. */
export function TestimonialsFields({ value, update, onBusy }: GroupFieldsProps<'testimonials'>) {
  const set = fieldSetter(update);
  return (
    <>
      <SubheadingField value={value.subheading} onChange={set('subheading')} />
      <ImageField label="Image" value={value.image} onChange={set('image')} onBusy={onBusy} />
      <ListField
        legend="Testimonials"
        itemName="testimonial"
        items={value.testimonials}
        onChange={set('testimonials')}
        createItem={(items) => ({ id: nextItemId(items), photo: '', feedback: '', name: '', location: '' })}
        renderItem={(item, change) => (
          <>
            <ImageField
              label="Photo"
              value={item.photo}
              onChange={(photo) =>
                update((current) => ({
                  ...current,
                  testimonials: current.testimonials.map((entry) =>
                    entry.id === item.id ? { ...entry, photo } : entry,
                  ),
                }))
              }
              onBusy={onBusy}
            />
            <TextAreaField
              label="Feedback"
              required
              maxLength={1000}
              value={item.feedback}
              onChange={(event) => change({ feedback: event.target.value })}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label="Name"
                required
                maxLength={120}
                value={item.name}
                onChange={(event) => change({ name: event.target.value })}
              />
              <TextField
                label="Location"
                maxLength={120}
                value={item.location}
                onChange={(event) => change({ location: event.target.value })}
              />
            </div>
          </>
        )}
      />
    </>
  );
}
