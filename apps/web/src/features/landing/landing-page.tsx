import type { Plan } from '@huebook/shared/schemas/plan';
import { ArrowRight } from 'lucide-react';
import { useLoaderData } from 'react-router';

import { ButtonLink } from '../../components/ui/button.tsx';

import { CallToActionSection } from './call-to-action-section.tsx';
import { ContactSection } from './contact-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { MetricsSection } from './metrics-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { visibleSections, type SectionId } from './sections.ts';
import { TestimonialsSection } from './testimonials-section.tsx';
import { useLandingSettings } from './use-website.ts';
import type { Website } from './website.ts';

/** The landing screen at / (spec §2): each section only while its visibility flag is on. */
export function LandingPage() {
  const { plans } = useLoaderData<{ plans: Plan[] }>();
  const { appName, tagline, website } = useLandingSettings();
  const sections = visibleSections(website);
  return (
    <main>
      {!sections.includes('home') && <Welcome appName={appName} tagline={tagline} />}
      {sections.map((id) => (
        <LandingSection key={id} id={id} website={website} tagline={tagline} plans={plans} />
      ))}
    </main>
  );
}

function LandingSection({
  id,
  website,
  tagline,
  plans,
}: {
  id: SectionId;
  website: Website;
  tagline: string;
  plans: Plan[];
}) {
  switch (id) {
    case 'home':
      return <HeroSection website={website} tagline={tagline} />;
    case 'how-it-works':
      return <HowItWorksSection website={website} />;
    case 'features':
      return <FeaturesSection website={website} />;
    case 'testimonials':
      return <TestimonialsSection website={website} />;
    case 'metrics':
      return <MetricsSection website={website} />;
    case 'pricing':
      return <PricingSection website={website} plans={plans} />;
    case 'faqs':
      return <FaqSection website={website} />;
    case 'call-to-action':
      return <CallToActionSection website={website} />;
    case 'contact':
      return <ContactSection website={website} />;
  }
}

/** With the hero switched off the page still opens on the product's name (the one h1). */
function Welcome({ appName, tagline }: { appName: string; tagline: string }) {
  return (
    <div className="bg-brand-50 px-4 py-16 text-center sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-ink-900">{appName}</h1>
      {tagline && <p className="mt-3 text-lg text-ink-600">{tagline}</p>}
      <ButtonLink to="/sign-up" size="lg" className="mt-8">
        Get started free
        <ArrowRight aria-hidden="true" className="size-5" />
      </ButtonLink>
    </div>
  );
}
