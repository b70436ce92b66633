import { TextField } from '../../../components/ui/text-field.tsx';
import { ImageField } from '../fields/image-field.tsx';
import { ListField } from '../fields/list-field.tsx';
import { SubheadingField, TextAreaField } from '../fields/text-area-field.tsx';

import { fieldSetter, type GroupFieldsProps } from './group-fields.ts';

/** FAQs: subheading, picture, the questions with their answers, and the support box. */
export function FaqsFields({ value, update, onBusy }: GroupFieldsProps<'faqs'>) {
  const set = fieldSetter(update);
  const setSupport = (field: keyof typeof value.support) => (text: string) =>
    update((current) => ({ ...current, support: { ...current.support, [field]: text } }));
  return (
    <>
      <SubheadingField value={value.subheading} onChange={set('subheading')} />
      <ImageField label="Image" value={value.image} onChange={set('image')} onBusy={onBusy} />
      <ListField
        legend="Questions"
        itemName="question"
        items={value.faqs}
        onChange={set('faqs')}
        createItem={() => ({ question: '', answer: '' })}
        renderItem={(item, change) => (
          <>
            <TextField
              label="Question"
              required
              maxLength={300}
              value={item.question}
              onChange={(event) => change({ question: event.target.value })}
            />
            <TextAreaField
              label="Answer"
              required
              maxLength={2000}
              value={item.answer}
              onChange={(event) => change({ answer: event.target.value })}
            />
          </>
        )}
      />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-base font-bold text-ink-900">Support</legend>
        <TextField
          label="Support heading"
          maxLength={120}
          value={value.support.heading}
          onChange={(event) => setSupport('heading')(event.target.value)}
        />
        <TextAreaField
          label="Support description"
          maxLength={500}
          value={value.support.description}
          onChange={(event) => setSupport('description')(event.target.value)}
        />
        <TextField
          label="Support link"
          inputMode="url"
          maxLength={2000}
          placeholder="mailto:support@example.com"
          hint="Where the support button leads: https://…, mailto:… or a page of this site (/…)."
          value={value.support.link}
          onChange={(event) => setSupport('link')(event.target.value)}
        />
      </fieldset>
    </>
  );
}
