import { buttonClasses } from '../../../ui/button-styles';
import { useAuth } from '../../../lib/session/auth-context';
import { ButtonLink } from '../../../ui/button';
import { scrollToPricing } from '../scroll-to-pricing';
import { LedgerPreview } from './ledger-preview';

export function Hero() {
  const { user } = useAuth();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">For working artists</p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl font-semibold tracking-tight text-balance text-stone-900 sm:text-5xl lg:text-6xl"
          >
            Run the business side of your art.
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-stone-600">
            Catalogue every piece, place work with dealers and galleries, record sales with commission and
            profit, and always know which payments are still owed.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            {/* A signed-in visitor already has an account: take them to it instead of offering a new one. */}
            {user ? (
              <ButtonLink to="/dashboard" size="lg">
                Go to Dashboard
              </ButtonLink>
            ) : (
              <ButtonLink to="/register" size="lg" data-guest-only>
                Start Free
              </ButtonLink>
            )}
            <a href="#pricing" onClick={scrollToPricing} className={buttonClasses('secondary', 'lg')}>
              View Pricing
            </a>
          </div>
          <p className="mt-4 text-sm text-stone-600">Free for up to 5 artworks. No card needed.</p>
        </div>
        <LedgerPreview />
      </div>
    </section>
  );
}
