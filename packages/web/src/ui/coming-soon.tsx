import { Sparkles } from 'lucide-react';
import { ButtonLink } from './button';
import { Card } from './card';
import { PageHeader } from './page-header';

interface ComingSoonProps {
  title: string;
  description: string;
}

/** Keeps navigation complete while an area is still being built. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card className="flex flex-col items-center px-6 py-16 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
          <Sparkles aria-hidden="true" className="size-6" />
        </span>
        <h2 className="mt-4 text-lg font-semibold text-stone-900">Coming soon</h2>
        <p className="mt-2 max-w-md text-sm text-stone-600">{description}</p>
        <ButtonLink to="/dashboard" variant="secondary" className="mt-6">
          Back to Dashboard
        </ButtonLink>
      </Card>
    </>
  );
}
