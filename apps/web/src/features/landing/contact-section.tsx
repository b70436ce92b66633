import { Mail, MapPin, Phone } from 'lucide-react';

import { SectionHeading, sectionClass } from './section-heading.tsx';
import type { Website } from './website.ts';

/** Contact: location, phone and email, each only when set. */
export function ContactSection({ website }: { website: Website }) {
  const { subheading, location, phone, email, image } = website.contact;
  const items = [
    location && { Icon: MapPin, label: 'Location', value: location, href: null },
    phone && { Icon: Phone, label: 'Phone', value: phone, href: `tel:${phone.replace(/[^\d+]/g, '')}` },
    email && { Icon: Mail, label: 'Email', value: email, href: `mailto:${email}` },
  ].filter((item) => Boolean(item)) as {
    Icon: typeof Mail;
    label: string;
    value: string;
    href: string | null;
  }[];
  return (
    <section id="contact" aria-labelledby="contact-heading" className={sectionClass}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="contact-heading" eyebrow="Contact" title="Get in touch" lead={subheading} />
        {image && <img src={image} alt="" className="mx-auto mt-10 max-h-64 rounded-3xl object-cover" />}
        <ul className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-3">
          {items.map(({ Icon, label, value, href }) => (
            <li
              key={label}
              className="flex flex-col items-center rounded-3xl bg-ink-50 p-6 text-center ring-1 ring-ink-100"
            >
              <span className="grid size-12 place-items-center rounded-2xl bg-white text-brand-600 shadow-sm">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-sm font-bold text-ink-500 uppercase">{label}</h3>
              {href ? (
                <a href={href} className="mt-1 font-semibold break-all text-ink-900 hover:text-brand-700">
                  {value}
                </a>
              ) : (
                <p className="mt-1 font-semibold text-ink-900">{value}</p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
