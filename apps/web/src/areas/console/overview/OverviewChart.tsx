import { theme } from 'antd';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { longDay, shortDay } from './overviewFormat';

/** One line, bar or area of a chart: the row field it plots and its translated name. */
export interface ChartSeries<T> {
  key: keyof T & string;
  label: string;
  /** A colour token of the theme, e.g. colorPrimary. */
  color: 'colorPrimary' | 'colorSuccess' | 'colorWarning' | 'colorError' | 'colorInfo' | 'purple' | 'gray';
}

type OverviewChartProps<T extends { day: string }> = {
  rows: T[];
  series: ChartSeries<T>[];
  kind: 'bar' | 'area' | 'line';
  /** Stacks the series (bars and areas). */
  isStacked?: boolean;
  /** What the chart shows, for screen readers (the figures are also written next to it). */
  description: string;
  localeTag: string;
  /** A value as the tooltip writes it; numbers in the locale by default. */
  formatValue?: (value: number, row: T) => string;
  /** Y axis range, e.g. [0, 100] for percentages. */
  domain?: [number, number];
  height?: number;
};

/** A 30-day chart of one tile: days on the X axis in the reader's language, a tooltip per day. */
export function OverviewChart<T extends { day: string }>({
  rows,
  series,
  kind,
  isStacked = false,
  description,
  localeTag,
  formatValue,
  domain,
  height = 110,
}: OverviewChartProps<T>) {
  const { token } = theme.useToken();
  const colors: Record<ChartSeries<T>['color'], string> = {
    colorPrimary: token.colorPrimary,
    colorSuccess: token.colorSuccess,
    colorWarning: token.colorWarning,
    colorError: token.colorError,
    colorInfo: token.colorInfo,
    purple: token.purple,
    gray: token.colorTextQuaternary,
  };
  const number = new Intl.NumberFormat(localeTag, { notation: 'compact' });
  const axisTick = { fontSize: 11, fill: token.colorTextSecondary };
  const common = { data: rows, margin: { top: 4, right: 4, bottom: 0, left: 0 } };
  const axes = (
    <>
      <CartesianGrid vertical={false} stroke={token.colorBorderSecondary} />
      <XAxis
        dataKey="day"
        tickFormatter={(day: string) => shortDay(day, localeTag)}
        tick={axisTick}
        tickLine={false}
        axisLine={{ stroke: token.colorBorder }}
        interval="preserveStartEnd"
        minTickGap={28}
      />
      <YAxis
        width={36}
        tick={axisTick}
        tickLine={false}
        axisLine={false}
        allowDecimals={false}
        tickFormatter={(value: number) => number.format(value)}
        {...(domain ? { domain } : {})}
      />
      <Tooltip
        labelFormatter={(day) => longDay(String(day), localeTag)}
        formatter={(value, name, item) => {
          const row = item.payload as T;
          const text =
            typeof value === 'number'
              ? (formatValue?.(value, row) ?? new Intl.NumberFormat(localeTag).format(value))
              : String(value ?? '—');
          return [text, name];
        }}
        contentStyle={{ fontSize: 12, borderRadius: token.borderRadius }}
      />
    </>
  );
  const chart =
    kind === 'bar' ? (
      <BarChart {...common} barCategoryGap={2}>
        {axes}
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={String(s.key)}
            name={s.label}
            fill={colors[s.color]}
            {...(isStacked ? { stackId: 'all' } : {})}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    ) : kind === 'area' ? (
      <AreaChart {...common}>
        {axes}
        {series.map((s) => (
          <Area
            key={s.key}
            type="monotone"
            dataKey={String(s.key)}
            name={s.label}
            stroke={colors[s.color]}
            fill={colors[s.color]}
            fillOpacity={0.35}
            {...(isStacked ? { stackId: 'all' } : {})}
            isAnimationActive={false}
          />
        ))}
      </AreaChart>
    ) : (
      <LineChart {...common}>
        {axes}
        {series.map((s) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={String(s.key)}
            name={s.label}
            stroke={colors[s.color]}
            strokeWidth={2}
            dot={false}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    );
  return (
    <div role="img" aria-label={description} style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height="100%">
        {chart}
      </ResponsiveContainer>
    </div>
  );
}
