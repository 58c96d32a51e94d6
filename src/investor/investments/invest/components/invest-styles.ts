import styled from 'styled-components'
import { Stack } from '@/ui'

/** A definition list of label/value rows (review, payment details, opportunity terms). */
export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  ${({ theme }) => theme.media.up('sm')} {
    grid-template-columns: minmax(140px, max-content) minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space.lg};
    row-gap: ${({ theme }) => theme.space.sm};
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colours.textMuted};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;

    ${({ theme }) => theme.media.up('sm')} {
      margin: 0;
    }
  }
`

/** Explanatory copy inside a card. */
export const StyledLead = styled.p`
  margin: 0;
  max-width: 70ch;
  color: ${({ theme }) => theme.colours.textMuted};
`

/** An inline error under a section that is not a single field (SPEC §5 look). */
export const StyledSectionError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colours.danger};
`

/** A row of actions under a card's content; stacked on phones. */
export const StyledActions = styled(Stack)`
  ${({ theme }) => theme.media.up('sm')} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`
