import styled from 'styled-components'
import { Row, VisuallyHidden } from '@/ui'
import { TAX_RELIEF_NAMES } from '../model/tax-relief'

/**
 * Tax relief pills ("EIS"). The acronym is what investors scan for; its full name is read to
 * assistive technology and shown on hover.
 */
export function TaxBadges({ reliefs }: { reliefs: string[] }) {
  if (reliefs.length === 0) return null
  return (
    <StyledList as="ul" $align="stretch" $gap="xxs" aria-label="Tax relief">
      {reliefs.map((relief) => (
        <li key={relief}>
          <StyledBadge title={TAX_RELIEF_NAMES[relief]}>
            {relief}
            {TAX_RELIEF_NAMES[relief] ? (
              <VisuallyHidden> ({TAX_RELIEF_NAMES[relief]})</VisuallyHidden>
            ) : null}
          </StyledBadge>
        </li>
      ))}
    </StyledList>
  )
}

const StyledList = styled(Row)`
  margin: 0;
  padding: 0;
  list-style: none;
`

const StyledBadge = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.successSurface};
  color: ${({ theme }) => theme.colours.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
`
