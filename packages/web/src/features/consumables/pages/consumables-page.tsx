import { ComingSoon } from '../../../ui/coming-soon';

export function ConsumablesPage() {
  return (
    <ComingSoon
      title="Art Supplies"
      description="Brushes, paints, canvases and tools, with stock levels and purchase and usage history."
    />
  );
}
