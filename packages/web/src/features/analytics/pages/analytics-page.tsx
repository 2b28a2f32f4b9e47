import { ComingSoon } from '../../../ui/coming-soon';

export function AnalyticsPage() {
  return (
    <ComingSoon
      title="Reports & Analytics"
      description="Revenue by month, collection value, top mediums and categories, and your creation timeline."
    />
  );
}
