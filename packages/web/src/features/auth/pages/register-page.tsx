import { DEFAULT_PLANS } from '@artledger/domain';
import { Sparkles } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { capitalize } from '../../../lib/text';
import { AuthShell } from '../components/auth-shell';
import { RegisterForm } from '../components/register-form';

function usePickedPlan() {
  const [params] = useSearchParams();
  const id = Number(params.get('plan'));
  return DEFAULT_PLANS.find((plan) => plan.id === id);
}

export function RegisterPage() {
  const plan = usePickedPlan();
  return (
    <AuthShell
      title="Create account"
      heading="Create your ArtLedger account"
      subheading="Start free. Catalogue your work and track every sale."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-indigo-700 underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      {plan && (
        <p className="mb-6 flex gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
          <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
          <span>
            You picked the {capitalize(plan.name)} plan.
            {plan.price_monthly > 0 &&
              ' Your account starts on Free; upgrade from Subscription whenever you are ready.'}
          </span>
        </p>
      )}
      <RegisterForm planId={plan?.id} />
    </AuthShell>
  );
}
