import { TextField } from '../../../components/ui/text-field.tsx';
import { ImageField } from '../fields/image-field.tsx';
import { SubheadingField, TextAreaField } from '../fields/text-area-field.tsx';

import { fieldSetter, type GroupFieldsProps } from './group-fields.ts';

/** Pricing: the words above the plan cards (the plans come from /admin/plans). */
export function PricingFields({ value, update }: GroupFieldsProps<'pricing'>) {
  const set = fieldSetter(update);
  return (
    <SubheadingField
      value={value.subheading}
      onChange={set('subheading')}
      hint="The plan cards themselves are edited under Plans."
    />
  );
}

/** Call to action: the closing heading and description. */
export function CallToActionFields({ value, update }: GroupFieldsProps<'callToAction'>) {
  const set = fieldSetter(update);
  return (
    <>
      <TextField
        label="Heading"
        maxLength={120}
        value={value.heading}
        onChange={(event) => set('heading')(event.target.value)}
      />
      <TextAreaField
        label="Description"
        maxLength={500}
        value={value.description}
        onChange={(event) => set('description')(event.target.value)}
      />
    </>
  );
}

/** Contact: subheading, picture, place, phone and email. */
export function ContactFields({ value, update, onBusy }: GroupFieldsProps<'contact'>) {
  const set = fieldSetter(update);
  return (
    <>
      <SubheadingField value={value.subheading} onChange={set('subheading')} />
      <ImageField label="Image" value={value.image} onChange={set('image')} onBusy={onBusy} />
      <TextField
        label="Location"
        maxLength={200}
        autoComplete="off"
        value={value.location}
        onChange={(event) => set('location')(event.target.value)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Phone"
          type="tel"
          maxLength={40}
          autoComplete="off"
          value={value.phone}
          onChange={(event) => set('phone')(event.target.value)}
        />
        <TextField
          label="Email"
          type="email"
          maxLength={254}
          autoComplete="off"
          value={value.email}
          onChange={(event) => set('email')(event.target.value)}
        />
      </div>
    </>
  );
}
