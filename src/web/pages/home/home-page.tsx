/** The landing page (public §2): what the product does, a live sample, and where to go next. */
import { SiteFooter } from "../../components/layout/site-footer.js";
import { SiteHeader } from "../../components/layout/site-header.js";
import { ContactSection } from "../../features/landing/contact-section.js";
import { LandingHero } from "../../features/landing/landing-hero.js";
import { CoachSection, FeaturesSection, HowItWorksSection, StoriesSection } from "../../features/landing/landing-sections.js";
import { SampleGoals } from "../../features/landing/sample-goals-section.js";
import { LANDING_META } from "../../features/landing/landing-meta.js";
import { usePageMeta } from "../../lib/page-meta.js";

export function HomePage() {
  usePageMeta(LANDING_META);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-16 px-4 pb-8 sm:px-6">
        <LandingHero />
        <SampleGoals />
        <FeaturesSection />
        <HowItWorksSection />
        <StoriesSection />
        <CoachSection />
        <ContactSection />
      </main>
      <SiteFooter />
    </div>
  );
}
