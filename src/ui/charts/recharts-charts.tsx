/**
 * Everything that imports recharts lives here, behind React.lazy (lazy-charts.tsx): the
 * portfolio's route chunk stays small and the charting library downloads only when a chart
 * is drawn (DESIGN.md: charts loaded lazily).
 */
import { useId, useMemo } from 'react'
import {
  Area,
  AreaChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { useTheme } from 'styled-components'
import { niceTicks } from '@/lib/format/axis-ticks'
import type { ColouredSlice, SeriesPoint } from './chart-data'

export interface TimeSeriesChartProps {
  points: SeriesPoint[]
  height: number
  /** Area (a total building up) or line (a price moving). */
  variant?: 'area' | 'line'
  /** Defaults to the theme's primary colour. */
  colour?: string
  formatValue: (n: number) => string
  formatTick: (n: number) => string
  formatX?: (x: string) => string
  /** A price holds until the next one: draw steps, not slopes. */
  step?: boolean
  /**
   * The smallest step the values are held in, for the value axis's ticks: PENNY for money,
   * so a share price reads £2.10, £2.20 and never £2.125. Without it, any 1-2-5 step.
   */
  tickStep?: number
}

/** An area or line over time. Decorative to assistive technology: its figure is labelled. */
export default function TimeSeriesChart({
  points,
  height,
  variant = 'area',
  colour,
  formatValue,
  formatTick,
  formatX = (x) => x,
  step = false,
  tickStep = 0,
}: TimeSeriesChartProps) {
  const theme = useTheme()
  const gradientId = useId()
  // Our own ticks, not the library's: its steps include 2.5 × 10ⁿ (£2.125 on a price axis).
  const yAxis = useMemo(
    () =>
      niceTicks(
        points.map((p) => p.value),
        { minStep: tickStep, fromZero: variant === 'area' },
      ),
    [points, tickStep, variant],
  )
  const stroke = colour ?? theme.colours.primary
  const axis = { fill: theme.colours.textMuted, fontSize: 12 }
  const common = {
    // The chart's figure carries role="img" and the summary; a focusable svg inside it would
    // be a keyboard stop with nothing to say.
    accessibilityLayer: false,
    data: points,
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
  }
  const parts = [
    <CartesianGrid key="grid" stroke={theme.colours.border} vertical={false} />,
    <XAxis
      key="x"
      dataKey="x"
      tickFormatter={formatX}
      tick={axis}
      tickLine={false}
      axisLine={{ stroke: theme.colours.border }}
      minTickGap={24}
    />,
    <YAxis
      key="y"
      tickFormatter={formatTick}
      tick={axis}
      tickLine={false}
      axisLine={false}
      width={64}
      ticks={yAxis.ticks}
      domain={yAxis.domain}
      interval={0}
    />,
    <Tooltip
      key="tip"
      formatter={(value) => formatValue(Number(value))}
      labelFormatter={(_, payload) => String(payload?.[0]?.payload?.label ?? '')}
      contentStyle={{
        background: theme.colours.surface,
        border: `1px solid ${theme.colours.border}`,
        borderRadius: theme.radii.md,
        color: theme.colours.text,
      }}
    />,
  ]
  const type = step ? 'stepAfter' : 'monotone'
  return (
    <ResponsiveContainer width="100%" height={height}>
      {variant === 'area' ? (
        <AreaChart {...common}>
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={stroke} stopOpacity={0.28} />
              <stop offset="100%" stopColor={stroke} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          {parts}
          <Area
            type={type}
            dataKey="value"
            name="Value"
            stroke={stroke}
            strokeWidth={2}
            fill={`url(#${gradientId})`}
            isAnimationActive={false}
          />
        </AreaChart>
      ) : (
        <LineChart {...common}>
          {parts}
          <Line
            type={type}
            dataKey="value"
            name="Value"
            stroke={stroke}
            strokeWidth={2}
            dot={points.length <= 24 ? { r: 3, fill: stroke } : false}
            isAnimationActive={false}
          />
        </LineChart>
      )}
    </ResponsiveContainer>
  )
}

export interface DonutChartProps {
  slices: ColouredSlice[]
  height: number
  formatValue: (n: number) => string
}

/** A donut of parts of a whole; the legend beside it is HTML (legible, wraps on phones). */
export function DonutChart({ slices, height, formatValue }: DonutChartProps) {
  const theme = useTheme()
  return (
    <ResponsiveContainer width="100%" height={height}>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="label"
          innerRadius="58%"
          outerRadius="92%"
          paddingAngle={slices.length > 1 ? 1 : 0}
          stroke={theme.colours.surface}
          isAnimationActive={false}
        >
          {slices.map((s) => (
            <Cell key={s.label} fill={s.colour} />
          ))}
        </Pie>
        <Tooltip
          formatter={(value, name) => [formatValue(Number(value)), String(name)]}
          contentStyle={{
            background: theme.colours.surface,
            border: `1px solid ${theme.colours.border}`,
            borderRadius: theme.radii.md,
            color: theme.colours.text,
          }}
        />
      </PieChart>
    </ResponsiveContainer>
  )
}
