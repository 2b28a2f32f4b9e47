import { BarChart3, ChevronRight, ImagePlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

const ACTIONS: { to: string; title: string; description: string; icon: LucideIcon }[] = [
  {
    to: '/add-artwork',
    title: 'Catalogue a new piece',
    description: 'Images, details and pricing',
    icon: ImagePlus,
  },
  {
    to: '/analytics',
    title: 'See your reports',
    description: 'Revenue, mediums and trends',
    icon: BarChart3,
  },
];

export function QuickActions() {
  return (
    <section aria-labelledby="quick-title">
      <h2 id="quick-title" className="mb-3 text-lg font-semibold text-stone-900">
        Quick actions
      </h2>
      <ul className="flex flex-col gap-3">
        {ACTIONS.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-xs transition-colors hover:border-indigo-300 hover:bg-indigo-50/40"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-stone-900">{title}</span>
                <span className="block text-sm text-stone-600">{description}</span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="size-5 text-stone-400 transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
