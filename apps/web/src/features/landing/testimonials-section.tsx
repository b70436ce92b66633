import { Quote } from 'lucide-react';

import { SectionHeading, sectionClass } from './section-heading.tsx';
import type { Website } from './website.ts';

/** Testimonials: each feedback with the person's photo (or initial), name and location. */
export function TestimonialsSection({ website }: { website: Website }) {
  const { subheading, testimonials } = website.testimonials;
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className={sectionClass}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Testimonials"
          title="Loved by colorists"
          lead={subheading}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial, index) => (
            <li key={testimonial.id || index}>
              <figure className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100">
                <Quote aria-hidden="true" className="size-8 text-brand-300" />
                <blockquote className="mt-3 flex-1 text-ink-700">{testimonial.feedback}</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  {testimonial.photo ? (
                    <img src={testimonial.photo} alt="" className="size-11 rounded-full object-cover" />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="grid size-11 place-items-center rounded-full bg-brand-100 font-bold text-brand-700"
                    >
                      {testimonial.name.trim().charAt(0).toUpperCase()}
                    </span>
                  )}
                  <span>
                    <span className="block font-bold text-ink-900">{testimonial.name}</span>
                    {testimonial.location && (
                      <span className="block text-sm text-ink-500">{testimonial.location}</span>
                    )}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
