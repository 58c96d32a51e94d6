/**
 * Everything here imports recharts and is loaded through lazy-charts.ts only, so the reports
 * chunk stays small and the charting library downloads when a chart is drawn (DESIGN.md).
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { useTheme } from 'styled-components'
import { niceTicks } from '@/lib/format/axis-ticks'

export interface SparklineProps {
  values: number[]
  width?: number
  height?: number
}

/** A KPI's values over the periods, as a tiny line: decoration beside the trend's words. */
export default function Sparkline({ values, width = 96, height = 32 }: SparklineProps) {
  const theme = useTheme()
  return (
    <LineChart
      width={width}
      height={height}
      data={values.map((value, i) => ({ i, value }))}
      margin={{ top: 4, right: 4, bottom: 4, left: 4 }}
      accessibilityLayer={false}
    >
      <YAxis hide domain={['auto', 'auto']} />
      <Line
        type="monotone"
        dataKey="value"
        stroke={theme.colours.primary}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
    </LineChart>
  )
}

export interface CompareBarChartProps {
  bars: { label: string; value: number }[]
  height: number
  formatValue: (n: number) => string
  formatTick: (n: number) => string
}

/** One KPI across companies, one horizontal bar each (names stay legible on a phone). */
export function CompareBarChart({ bars, height, formatValue, formatTick }: CompareBarChartProps) {
  const theme = useTheme()
  const axis = { fill: theme.colours.textMuted, fontSize: 12 }
  // Our own 1-2-5 ticks from zero: the library's steps include 2.5 × 10ⁿ (£2.125, 12.5%).
  const scale = niceTicks(
    bars.map((b) => b.value),
    { fromZero: true },
  )
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        data={bars}
        layout="vertical"
        margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
        // The figure around it carries role="img" and the summary.
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={theme.colours.border} horizontal={false} />
        <XAxis
          type="number"
          ticks={scale.ticks}
          domain={scale.domain}
          interval={0}
          tickFormatter={formatTick}
          tick={axis}
          tickLine={false}
          axisLine={{ stroke: theme.colours.border }}
        />
        <YAxis
          type="category"
          dataKey="label"
          tick={axis}
          tickLine={false}
          axisLine={false}
          width={140}
          tickFormatter={(s: string) => (s.length > 22 ? `${s.slice(0, 21)}…` : s)}
        />
        <Tooltip
          formatter={(value) => formatValue(Number(value))}
          cursor={{ fill: theme.colours.surfaceHover }}
          contentStyle={{
            background: theme.colours.surface,
            border: `1px solid ${theme.colours.border}`,
            borderRadius: theme.radii.md,
            color: theme.colours.text,
          }}
        />
        <Bar
          dataKey="value"
          name="Value"
          isAnimationActive={false}
          radius={[0, 4, 4, 0]}
          maxBarSize={28}
        >
          {bars.map((b) => (
            <Cell key={b.label} fill={b.value < 0 ? theme.colours.danger : theme.colours.primary} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  )
}
