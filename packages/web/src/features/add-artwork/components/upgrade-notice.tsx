import { Lock } from 'lucide-react';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';

export function UpgradeNotice({ max }: { max: number }) {
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-stone-900">Free plan limit reached ({max} artworks)</h2>
      <p className="mt-2 max-w-md text-sm text-stone-600">
        Upgrade your plan to keep cataloguing new work. Everything you have added stays as it is.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/gallery" variant="secondary">
          Back to Gallery
        </ButtonLink>
        <ButtonLink to="/subscription">Upgrade</ButtonLink>
      </div>
    </Card>
  );
}
