import { Images, Plus } from 'lucide-react';
import { ButtonLink } from '../../../ui/button';

/** A first-time artist (nothing catalogued yet) is welcomed, not welcomed back. */
export function WelcomeBanner({ firstName, returning }: { firstName: string; returning: boolean }) {
  return (
    <section
      aria-labelledby="welcome-title"
      className="relative overflow-hidden rounded-2xl bg-stone-900 px-5 py-6 text-white sm:px-10 sm:py-10"
    >
      <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0">
          <h1 id="welcome-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {returning ? 'Welcome back' : 'Welcome'}, {firstName}
          </h1>
          <p className="mt-2 text-stone-300">Here is where your work and your business stand today.</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <ButtonLink to="/add-artwork" variant="inverse">
            <Plus aria-hidden="true" className="size-4" />
            Add Artwork
          </ButtonLink>
          <ButtonLink
            to="/gallery"
            className="border border-white/30 bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white"
          >
            <Images aria-hidden="true" className="size-4" />
            View Gallery
          </ButtonLink>
        </div>
      </div>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-16 size-72 rounded-full bg-indigo-500/30 blur-3xl"
      />
    </section>
  );
}
