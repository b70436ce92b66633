import type { WebsiteGroupName } from '@huebook/shared/schemas/website';
import type { ComponentType } from 'react';

import { FaqsFields } from './faqs-fields.tsx';
import { FeaturesFields } from './features-fields.tsx';
import { FooterFields } from './footer-fields.tsx';
import type { GroupFieldsProps } from './group-fields.ts';
import { HomeFields } from './home-fields.tsx';
import { HowItWorksFields } from './how-it-works-fields.tsx';
import { LegalFields } from './legal-fields.tsx';
import { MetricsFields } from './metrics-fields.tsx';
import { CallToActionFields, ContactFields, PricingFields } from './simple-fields.tsx';
import { TestimonialsFields } from './testimonials-fields.tsx';

/** The fields of each group's editor. */
export const GROUP_FIELDS: { [K in WebsiteGroupName]: ComponentType<GroupFieldsProps<K>> } = {
  home: HomeFields,
  howItWorks: HowItWorksFields,
  features: FeaturesFields,
  testimonials: TestimonialsFields,
  metrics: MetricsFields,
  pricing: PricingFields,
  faqs: FaqsFields,
  callToAction: CallToActionFields,
  contact: ContactFields,
  footer: FooterFields,
  terms: LegalFields,
  privacy: LegalFields,
};
