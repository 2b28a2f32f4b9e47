import { DESIGN_STUDIO } from '../../../ui/design-credit';
import { Logo } from '../../../ui/logo';

export function LandingFooter() {
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-10 text-sm text-stone-600 sm:flex-row sm:px-6 lg:px-8">
        <Logo className="scale-90" />
        <p>© 2024 ArtLedger. Designed by {DESIGN_STUDIO}.</p>
      </div>
    </footer>
  );
}
