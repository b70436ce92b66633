import {
  Download,
  Heart,
  Image,
  PaintBucket,
  Palette,
  Printer,
  Smartphone,
  Sparkles,
  Star,
  Upload,
  type LucideIcon,
} from 'lucide-react';

import { SectionHeading, sectionClass } from './section-heading.tsx';
import type { Website } from './website.ts';

/** The lucide icons a feature card may name (kebab-case, as the admin stores them). */
const FEATURE_ICONS: Record<string, LucideIcon> = {
  sparkles: Sparkles,
  upload: Upload,
  'paint-bucket': PaintBucket,
  printer: Printer,
  heart: Heart,
  smartphone: Smartphone,
  palette: Palette,
  download: Download,
  image: Image,
};

const TINTS = [
  'bg-brand-100 text-brand-700',
  'bg-pink-100 text-pink-700',
  'bg-amber-100 text-amber-700',
  'bg-sky-100 text-sky-700',
  'bg-emerald-100 text-emerald-700',
  'bg-rose-100 text-rose-700',
];

/** Features: a card per feature with its icon, title and description. */
export function FeaturesSection({ website }: { website: Website }) {
  const { subheading, features } = website.features;
  return (
    <section id="features" aria-labelledby="features-heading" className={`${sectionClass} bg-ink-50`}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="features-heading"
          eyebrow="Features"
          title="Made for happy coloring"
          lead={subheading}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature, index) => {
            const Icon = FEATURE_ICONS[feature.icon] ?? Star;
            return (
              <li
                key={feature.id || index}
                className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100"
              >
                <span
                  className={`grid size-12 place-items-center rounded-2xl ${TINTS[index % TINTS.length]}`}
                >
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-ink-900">{feature.title}</h3>
                <p className="mt-2 text-ink-600">{feature.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
