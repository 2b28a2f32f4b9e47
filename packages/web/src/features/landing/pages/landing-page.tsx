import { useDocumentTitle } from '../../../lib/document-title';
import { ClosingCta } from '../components/closing-cta';
import { FeatureGrid } from '../components/feature-grid';
import { Hero } from '../components/hero';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import { PricingSection } from '../components/pricing-section';

export const LANDING_TITLE = 'Inventory, consignments and sales for artists';

export function LandingPage() {
  useDocumentTitle(LANDING_TITLE);
  return (
    <div className="min-h-dvh bg-stone-50">
      <LandingHeader />
      <main>
        <Hero />
        <FeatureGrid />
        <PricingSection />
        <ClosingCta />
      </main>
      <LandingFooter />
    </div>
  );
}
