import { useMemo } from 'react'
import type { RecordOf } from '@/lib/resources'
import { PENNY } from '@/lib/format/axis-ticks'
import { TimeSeriesFigure } from '@/ui/charts'
import { day, isoToday } from '../model/valuation'
import { formatDay, formatMonth, formatPrice } from '../model/format'

type SharePrice = RecordOf<'share-prices'>

export const SHARE_PRICE_TITLE = 'Share price'

/** The share price as it has moved (points in effect by today), drawn as steps. */
export function SharePriceFigure({ prices }: { prices: SharePrice[] }) {
  const points = useMemo(() => {
    const today = isoToday()
    return prices
      .filter((p) => day(p.effective_date) <= today)
      .sort((a, b) => a.effective_date.localeCompare(b.effective_date))
      .map((p) => ({ x: p.effective_date, label: formatDay(p.effective_date), value: p.price }))
  }, [prices])
  return (
    <TimeSeriesFigure
      title={SHARE_PRICE_TITLE}
      points={points}
      variant="line"
      step
      xHeader="Effective date"
      valueHeader="Price per share"
      formatValue={(n) => formatPrice(n)}
      formatTick={(n) => formatPrice(n)}
      tickStep={PENNY}
      formatX={formatMonth}
      emptyText="No share price has been published yet."
    />
  )
}
