import styled from 'styled-components'
import type { RecordOf } from '@/lib/resources'
import { eyebrowStyles, PageHeader, StatusBadge } from '@/ui'
import { statusLabel } from '../model/opportunity-status'
import { taxReliefs } from '../model/tax-relief'
import { logoFrame } from './logo-frame'
import { TaxBadges } from './tax-badges'

export interface OpportunityHeaderProps {
  opportunity: RecordOf<'investment-opportunities'>
  showTax: boolean
  back: { to: string; label: string }
}

/** Name, company, status, sector and tax relief, with the way back to the list. */
export function OpportunityHeader({ opportunity: o, showTax, back }: OpportunityHeaderProps) {
  return (
    <PageHeader
      back={back}
      eyebrow={
        <>
          {o.logo ? (
            <StyledLogo>
              <img src={o.logo} alt="" />
            </StyledLogo>
          ) : null}
          <StatusBadge tone={o.status === 3 ? 'info' : o.status === 2 ? 'success' : 'neutral'}>
            {statusLabel(o.status)}
          </StatusBadge>
          {o.industry ? <StyledTag>{o.industry.name}</StyledTag> : null}
          {showTax ? <TaxBadges reliefs={taxReliefs(o)} /> : null}
        </>
      }
      title={o.name}
      description={o.company_name}
    />
  )
}

const StyledLogo = styled.span`
  display: inline-grid;
  width: 40px;
  height: 40px;
  padding: 4px;
  ${logoFrame}
`

const StyledTag = styled.span`
  ${eyebrowStyles}
`
