import styled from 'styled-components'
import { eyebrowStyles, Stack } from '@/ui'

/** A sentence or two of explanation at the top of a card. */
export const StyledLead = styled.p`
  margin: 0;
  max-width: 68ch;
  color: ${({ theme }) => theme.colours.text};
`

export const StyledMuted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`

/** The heading of a part of a step (a category's statement, the quiz) and its muted lead. */
export const StyledPartTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`

export const StyledPartText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
`

/** "Step 1 of 2" above a step's content. */
export const StyledStep = styled.p`
  margin: 0;
  ${eyebrowStyles}
`

/** A form's closing row: extra text above a full-width button on phones, beside it from sm. */
export const StyledActions = styled(Stack)`
  ${({ theme }) => theme.media.up('sm')} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`

export const StyledButtons = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.up('sm')} {
    flex-direction: row;
    margin-left: auto;
  }
`
