import styled from 'styled-components'
import { eyebrowStyles, Row, Stack } from '@/ui'

export const StyledSection = styled(Stack).attrs({ $gap: 'sm' } as const)`
  padding: ${({ theme }) => `${theme.space.md} 0`};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colours.border};
  }
`

export const StyledHeading = styled.h3`
  margin: 0;
  ${eyebrowStyles}
`

/** Checkboxes stacked closely. */
export const StyledList = styled(Stack).attrs({ $gap: 'xs' } as const)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** A control and its button side by side, wrapping when narrow. */
export const StyledRow = styled(Row).attrs({ $align: 'flex-end', $gap: 'xs' } as const)`
  & > :first-child {
    flex: 1 1 180px;
    min-width: 0;
  }
`

export const StyledText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.text};
  overflow-wrap: anywhere;
`

export const StyledNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colours.textMuted};
`

/** A confirm step in place of the button that asked for it. */
export const StyledConfirm = styled(Stack).attrs({ $gap: 'sm' } as const)`
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colours.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.dangerSurface};
`

export const StyledActions = styled(Row).attrs({
  $justify: 'flex-end',
  $align: 'stretch',
  $gap: 'xs',
} as const)``

/** Buttons one above the other, for labels too long to sit side by side. */
export const StyledStack = styled(Stack).attrs({ $align: 'stretch', $gap: 'xs' } as const)``
