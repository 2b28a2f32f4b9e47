import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatMonth } from '../../../lib/format';

interface Props {
  data: { month: string; revenue: number }[];
}

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Loaded on its own so Recharts downloads only with the report. A zero month still shows a sliver (minPointSize). */
export default function RevenueChart({ data }: Props) {
  return (
    <div className="h-72 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e7e5e4" />
          <XAxis
            dataKey="month"
            tickFormatter={formatMonth}
            tick={{ fontSize: 12, fill: '#44403c' }}
            interval="preserveStartEnd"
          />
          <YAxis
            tickFormatter={(v: number) => compactUsd.format(v)}
            tick={{ fontSize: 12, fill: '#44403c' }}
            width={64}
          />
          <Tooltip formatter={(v) => formatMoney(Number(v))} labelFormatter={(m) => formatMonth(String(m))} />
          <Bar dataKey="revenue" name="Net revenue" fill="#4f46e5" radius={[4, 4, 0, 0]} minPointSize={3} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
