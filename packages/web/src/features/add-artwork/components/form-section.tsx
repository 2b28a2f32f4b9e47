import type { ReactNode } from 'react';
import { CardSection } from '../../../ui/card';

export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <CardSection aria-labelledby={id} className="p-5 sm:p-6">
      <h2 id={id} className="mb-5 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </CardSection>
  );
}
