import type { ReactNode } from 'react';
import { CardSection } from '../../../ui/card';

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <CardSection aria-labelledby={id} className="p-5">
      <h2 id={id} className="mb-4 text-base font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </CardSection>
  );
}

export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm min-[420px]:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-stone-600">{label}</dt>
          <dd className="font-medium text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
