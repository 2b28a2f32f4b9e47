import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { DesignCredit } from '../../../ui/design-credit';
import { Logo } from '../../../ui/logo';

interface AuthShellProps {
  title: string;
  heading: string;
  subheading: ReactNode;
  children: ReactNode;
  footer: ReactNode;
}

/** Sign-in and registration share one calm frame: a brand panel on wide screens and the form card. */
export function AuthShell({ title, heading, subheading, children, footer }: AuthShellProps) {
  useDocumentTitle(title);
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside
        aria-label="About ArtLedger"
        className="relative hidden flex-col justify-between overflow-hidden bg-stone-900 p-12 text-stone-100 lg:flex"
      >
        <Link to="/" className="w-fit rounded-lg">
          <Logo inverse />
        </Link>
        <div className="relative max-w-md">
          <p className="text-3xl leading-snug font-semibold text-white">
            The studio is for making art. ArtLedger keeps the books.
          </p>
          <p className="mt-4 text-stone-300">
            Inventory, consignments, sales and payments owed — in one quiet, well-kept place.
          </p>
        </div>
        <p className="text-sm text-stone-400">Built for working artists.</p>
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-24 -bottom-24 size-96 rounded-full bg-indigo-600/30 blur-3xl"
        />
      </aside>
      <main className="flex flex-col items-center justify-center px-4 py-10 sm:px-6">
        <div className="w-full max-w-md">
          <Link to="/" className="mb-8 inline-flex rounded-lg lg:hidden">
            <Logo />
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{heading}</h1>
          <p className="mt-2 text-stone-600">{subheading}</p>
          <div className="mt-8 rounded-xl border border-stone-200 bg-white p-6 shadow-xs sm:p-8">
            {children}
          </div>
          <div className="mt-6 text-center text-sm text-stone-600">{footer}</div>
          <DesignCredit className="mt-10 text-center" />
        </div>
      </main>
    </div>
  );
}
