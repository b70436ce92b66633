import clsx from 'clsx';
import { ChevronDown, LifeBuoy } from 'lucide-react';
import { useId, useState } from 'react';

import { buttonClass } from '../../components/ui/button.tsx';

import { toggleFaq } from './faq-accordion.ts';
import { SectionHeading, sectionClass } from './section-heading.tsx';
import type { Website } from './website.ts';

/** FAQs: an accordion with one item open at a time, then the support block. */
export function FaqSection({ website }: { website: Website }) {
  const { subheading, faqs, support } = website.faqs;
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const baseId = useId();
  return (
    <section id="faqs" aria-labelledby="faqs-heading" className={sectionClass}>
      <div className="mx-auto max-w-3xl">
        <SectionHeading
          id="faqs-heading"
          eyebrow="FAQs"
          title="Frequently asked questions"
          lead={subheading}
        />
        <div className="mt-12 divide-y divide-ink-200 rounded-3xl bg-white ring-1 ring-ink-200">
          {faqs.map((faq, index) => {
            const isOpen = openIndex === index;
            const buttonId = `${baseId}-q${index}`;
            const panelId = `${baseId}-a${index}`;
            return (
              <div key={index}>
                <h3>
                  <button
                    type="button"
                    id={buttonId}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => setOpenIndex((open) => toggleFaq(open, index))}
                    className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left font-bold text-ink-900 hover:text-brand-700"
                  >
                    {faq.question}
                    <ChevronDown
                      aria-hidden="true"
                      className={clsx(
                        'size-5 shrink-0 text-ink-400 transition-transform',
                        isOpen && 'rotate-180',
                      )}
                    />
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  hidden={!isOpen}
                  className="px-6 pb-5 text-ink-600"
                >
                  {faq.answer}
                </div>
              </div>
            );
          })}
        </div>
        {(support.heading || support.description) && (
          <div className="mt-8 flex flex-col items-center gap-4 rounded-3xl bg-brand-50 p-6 text-center sm:flex-row sm:text-left">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white text-brand-600 shadow-sm">
              <LifeBuoy aria-hidden="true" className="size-6" />
            </span>
            <div className="flex-1">
              {support.heading && <h3 className="font-bold text-ink-900">{support.heading}</h3>}
              {support.description && <p className="text-sm text-ink-600">{support.description}</p>}
            </div>
            {support.link && (
              <a href={support.link} className={buttonClass('primary', 'md')}>
                Contact support
              </a>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
