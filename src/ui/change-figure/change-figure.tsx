import styled from 'styled-components'
import { changeDirection, formatSignedGBP, formatSignedPercent, type Change } from '@/lib/format'
import { ChangeIndicator } from '@/ui/page/change-indicator'

/**
 * A gain or loss: the signed amount (and percent), an arrow and a colour, so it never rests on
 * colour alone.
 */
export function ChangeFigure({
  change,
  showAmount = true,
  neutral = false,
}: {
  change: Change
  showAmount?: boolean
  /** Arrow and sign only, muted: for figures where up is not necessarily good. */
  neutral?: boolean
}) {
  const percent = formatSignedPercent(change.percent)
  return (
    <StyledFigure direction={changeDirection(change.amount)} muted={neutral}>
      {showAmount ? <span>{formatSignedGBP(change.amount)}</span> : null}
      {percent ? <span>{showAmount ? `(${percent})` : percent}</span> : null}
    </StyledFigure>
  )
}

// In table cells a figure stays on one line.
const StyledFigure = styled(ChangeIndicator)`
  white-space: nowrap;
`
