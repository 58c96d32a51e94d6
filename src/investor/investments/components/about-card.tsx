import styled from 'styled-components'
import type { RecordOf } from '@/lib/resources'
import { safeExternalUrl } from '@/lib/tenant'
import { Card, HtmlView } from '@/ui'

/** The summary and the staff-written description (sanitised HTML). */
export function AboutCard({
  opportunity: o,
}: {
  opportunity: RecordOf<'investment-opportunities'>
}) {
  const website = safeExternalUrl(o.website)
  if (!o.summary && !o.description && !website) return null
  return (
    <Card title={`About ${o.company_name}`}>
      {o.summary ? <StyledSummary>{o.summary}</StyledSummary> : null}
      {o.description ? <HtmlView html={o.description} /> : null}
      {website ? (
        <StyledWebsite href={website} target="_blank" rel="noopener noreferrer">
          Visit the {o.company_name} website
        </StyledWebsite>
      ) : null}
    </Card>
  )
}

const StyledSummary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`

const StyledWebsite = styled.a`
  color: ${({ theme }) => theme.colours.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`
