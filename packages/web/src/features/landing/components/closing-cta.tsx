import { ButtonLink } from '../../../ui/button';

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
      <div className="mx-auto max-w-7xl rounded-3xl bg-indigo-700 px-6 py-16 text-center sm:px-12">
        <h2
          id="cta-title"
          className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl"
        >
          Give your work the business it deserves.
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-indigo-100">
          Set up your inventory in an afternoon and always know where every piece is.
        </p>
        <ButtonLink to="/register" variant="inverse" size="lg" className="mt-10">
          Create your free account
        </ButtonLink>
      </div>
    </section>
  );
}
