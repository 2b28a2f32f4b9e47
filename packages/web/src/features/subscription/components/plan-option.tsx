import type { Plan } from '@artledger/domain';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { artworkLimitLabel, featureLabel, planDisplayName, priceLabel } from '../../../lib/plan-labels';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';

interface PlanOptionProps {
  plan: Plan;
  current: boolean;
  busy: boolean;
  disabled: boolean;
  onChoose: (plan: Plan) => void;
}

export function PlanOption({ plan, current, busy, disabled, onChoose }: PlanOptionProps) {
  const popular = plan.name === 'basic';
  const name = planDisplayName(plan);
  const action = plan.name === 'free' ? 'Downgrade to Free' : `Upgrade to ${name}`;
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-xl border bg-white p-6 shadow-xs',
        current
          ? 'border-green-600 ring-1 ring-green-600'
          : popular
            ? 'border-indigo-600 ring-1 ring-indigo-600'
            : 'border-stone-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-stone-900">{name}</h3>
        <div className="flex gap-2">
          {popular && <Badge tone="indigo">Most Popular</Badge>}
          {current && <Badge tone="green">Current Plan</Badge>}
        </div>
      </div>
      <p className="tabular mt-2 text-2xl font-semibold text-stone-900">{priceLabel(plan)}</p>
      <ul className="mt-5 flex flex-1 flex-col gap-2 text-sm text-stone-700">
        <li className="flex gap-2">
          <Check aria-hidden="true" className="size-4 shrink-0 translate-y-0.5 text-indigo-600" />
          {artworkLimitLabel(plan.max_artworks)}
        </li>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 translate-y-0.5 text-indigo-600" />
            {featureLabel(feature)}
          </li>
        ))}
      </ul>
      {!current && (
        <Button
          className="mt-6 w-full"
          variant={plan.name === 'free' ? 'secondary' : 'primary'}
          disabled={disabled}
          onClick={() => onChoose(plan)}
        >
          {busy ? 'Processing...' : action}
        </Button>
      )}
    </li>
  );
}
