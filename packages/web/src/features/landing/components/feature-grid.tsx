import { BarChart3, Handshake, Images, Lightbulb, Palette, Receipt, type LucideIcon } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../ui/badge';

type Tier = 'Free' | 'Basic+' | 'Pro';

const TIER_TONE: Record<Tier, BadgeTone> = { Free: 'green', 'Basic+': 'blue', Pro: 'violet' };

const FEATURES: { title: string; description: string; tier: Tier; icon: LucideIcon }[] = [
  {
    title: 'Inventory & gallery',
    description: 'Every artwork with images, dimensions, pricing and status, grouped by where it hangs.',
    tier: 'Free',
    icon: Images,
  },
  {
    title: 'Dealers & consignments',
    description:
      'Know which gallery holds which piece, at what price and commission, and when it comes back.',
    tier: 'Free',
    icon: Handshake,
  },
  {
    title: 'Sales & payments',
    description: 'Record sales with commission and shipping, see your net, and chase payments still owed.',
    tier: 'Free',
    icon: Receipt,
  },
  {
    title: 'Art supplies',
    description: 'Keep stock of brushes, paints and canvases, log purchases and usage, spot low stock early.',
    tier: 'Basic+',
    icon: Palette,
  },
  {
    title: 'Reports & analytics',
    description: 'Revenue by month, top mediums and categories, collection value and what sells.',
    tier: 'Pro',
    icon: BarChart3,
  },
  {
    title: 'Inspiration & image generation',
    description: 'A library of references and style boards, with image generation from your own key.',
    tier: 'Pro',
    icon: Lightbulb,
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="border-t border-stone-200 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <h2
            id="features-title"
            className="text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl"
          >
            Everything behind the canvas
          </h2>
          <p className="mt-4 text-lg text-stone-600">
            The paperwork of an art practice, organised around the work itself.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, description, tier, icon: Icon }) => (
            <li key={title} className="rounded-xl border border-stone-200 bg-stone-50/60 p-6">
              <div className="flex items-center justify-between">
                <span className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <Badge tone={TIER_TONE[tier]}>{tier}</Badge>
              </div>
              <h3 className="mt-5 text-base font-semibold text-stone-900">{title}</h3>
              <p className="mt-2 text-sm text-stone-600">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
