import { CreditCard } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { useBillingPortal } from './use-billing-portal';

export function UpdatePaymentButton({
  className,
  variant = 'secondary',
}: {
  className?: string;
  variant?: 'primary' | 'secondary';
}) {
  const portal = useBillingPortal();
  return (
    <Button
      variant={variant}
      className={cn(className)}
      disabled={portal.busy}
      onClick={() => void portal.open()}
    >
      <CreditCard aria-hidden="true" className="size-4" />
      {portal.busy ? 'Processing...' : 'Update Payment Method'}
    </Button>
  );
}
