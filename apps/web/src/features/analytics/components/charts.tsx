import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatWholeDollars } from '../../../lib/format.ts';
import type { Series } from './chart-data.ts';

/**
 * The analytics charts (recharts, DESIGN §2). They are drawn for the eye only: the card beside them gives the same data as
 * a table (chart-card.tsx), so recharts' keyboard layer is off (a focusable chart inside aria-hidden would trap focus).
 * This module is loaded only when a chart is drawn (charts.lazy.ts), so
 * recharts never weighs on the sign-in → dashboard load. Colours are the theme's tokens, so dark mode follows.
 */

type ChartProps = {
  data: readonly Record<string, unknown>[];
  xKey: string;
  series: readonly Series[];
  /** Values are dollars: axis and tooltip in whole dollars (DESIGN §6). */
  money?: boolean;
  stacked?: boolean;
  /** Horizontal bars with the category on the y axis (long names: machines, sites). */
  horizontal?: boolean;
  xFormat?: (value: string) => string;
  unit?: string;
};

const axis = { fontSize: 12, fill: 'var(--muted-foreground)' };

/** Legend in the series' order, its words in the text colour (an amber label on white is hard to read). */
function legend() {
  return (
    <Legend
      itemSorter={null}
      wrapperStyle={{ fontSize: 12 }}
      formatter={(value) => <span style={{ color: 'var(--foreground)' }}>{String(value)}</span>}
    />
  );
}
const valueText = (money: boolean | undefined, unit: string | undefined) => (v: unknown) =>
  money ? formatWholeDollars(Number(v)) : `${Number(v).toLocaleString()}${unit ?? ''}`;

function tooltip(p: ChartProps) {
  return (
    <Tooltip
      formatter={(value) => valueText(p.money, p.unit)(value)}
      labelFormatter={(label) => (p.xFormat ? p.xFormat(String(label)) : String(label))}
      contentStyle={{
        background: 'var(--popover)',
        border: '1px solid var(--border)',
        borderRadius: 8,
        color: 'var(--popover-foreground)',
      }}
      cursor={{ fill: 'var(--muted)', opacity: 0.6 }}
    />
  );
}

export function BarsChart(p: ChartProps) {
  const format = valueText(p.money, p.unit);
  const category = { dataKey: p.xKey, tick: axis, tickFormatter: p.xFormat, tickLine: false, axisLine: false };
  const values = { tick: axis, tickFormatter: format, tickLine: false, axisLine: false, allowDecimals: false };
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        accessibilityLayer={false}
        data={p.data as Record<string, unknown>[]}
        layout={p.horizontal ? 'vertical' : 'horizontal'}
        margin={{ left: 4, right: 12 }}
      >
        <CartesianGrid stroke="var(--border)" vertical={Boolean(p.horizontal)} horizontal={!p.horizontal} />
        {p.horizontal ? (
          <>
            <XAxis type="number" {...values} />
            <YAxis type="category" width={120} {...category} />
          </>
        ) : (
          <>
            <XAxis {...category} minTickGap={8} />
            <YAxis width={p.money ? 72 : 40} {...values} />
          </>
        )}
        {tooltip(p)}
        {p.series.length > 1 ? legend() : null}
        {p.series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.label}
            fill={s.color}
            stackId={p.stacked ? 'stack' : undefined}
            radius={p.stacked ? 0 : 3}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function LinesChart(p: ChartProps) {
  const format = valueText(p.money, p.unit);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart accessibilityLayer={false} data={p.data as Record<string, unknown>[]} margin={{ left: 4, right: 12 }}>
        <CartesianGrid stroke="var(--border)" vertical={false} />
        <XAxis dataKey={p.xKey} tick={axis} tickFormatter={p.xFormat} tickLine={false} axisLine={false} minTickGap={8} />
        <YAxis width={p.money ? 72 : 40} tick={axis} tickFormatter={format} tickLine={false} axisLine={false} allowDecimals={false} />
        {tooltip(p)}
        {p.series.length > 1 ? legend() : null}
        {p.series.map((s) => (
          <Line key={s.key} type="linear" dataKey={s.key} name={s.label} stroke={s.color} strokeWidth={2} dot={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
