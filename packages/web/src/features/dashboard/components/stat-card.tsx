import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';

interface StatCardProps {
  label: string;
  value: string;
  testId: string;
  icon: LucideIcon;
  note?: string;
  loading?: boolean;
}

export function StatCard({ label, value, testId, icon: Icon, note, loading }: StatCardProps) {
  return (
    <Card className="min-w-0 p-3 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-xs font-medium text-stone-600 sm:text-sm">{label}</h3>
        <span className="flex size-9 shrink-0 items-center max-sm:hidden justify-center rounded-lg bg-stone-100 text-stone-600">
          <Icon aria-hidden="true" className="size-4" />
        </span>
      </div>
      {loading ? (
        <Skeleton className="mt-3 h-8 w-24" />
      ) : (
        <p
          data-testid={testId}
          className="tabular mt-2 text-lg font-semibold tracking-tight text-stone-900 sm:text-3xl"
        >
          {value}
        </p>
      )}
      {note && <p className="mt-1 text-xs text-stone-600">{note}</p>}
    </Card>
  );
}
