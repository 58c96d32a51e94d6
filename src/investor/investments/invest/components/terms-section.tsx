import styled from 'styled-components'
import { Card, Checkbox, HtmlView } from '@/ui'
import type { SectionProps } from './section-props'

/** The opportunity's intent terms, to read and accept (investment terms flag on). */
export function TermsSection({ setup, values, errorFor, change }: SectionProps) {
  const terms = setup.intentTerms
  if (!terms) return null
  return (
    <Card title="Investment terms">
      <StyledTerms tabIndex={0} role="region" aria-label={terms.title}>
        <StyledTermsTitle>{terms.title}</StyledTermsTitle>
        <HtmlView html={terms.body} />
      </StyledTerms>
      <Checkbox
        label="I have read and accept the investment terms"
        name="intent_term_id"
        checked={values.acceptTerms}
        error={errorFor('intent_term_id')}
        onChange={(e) => change({ acceptTerms: e.target.checked }, 'intent_term_id')}
      />
    </Card>
  )
}

const StyledTerms = styled.div`
  max-height: ${({ theme }) => theme.layout.scrollListMaxHeight};
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surfaceSubtle};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`

const StyledTermsTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`
