import { Lock } from 'lucide-react';
import { ButtonLink } from '../../../ui/button';

export function PlanLimitNotice({ max }: { max: number }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <Lock aria-hidden="true" className="size-4" />
      <span>Free plan limit reached ({max} artworks)</span>
      <ButtonLink to="/subscription" size="sm">
        Upgrade
      </ButtonLink>
    </div>
  );
}
