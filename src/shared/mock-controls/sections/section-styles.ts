import styled from 'styled-components'
import { eyebrowStyles } from '@/ui'

export const StyledSection = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
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
export const StyledList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** A control and its button side by side, wrapping when narrow. */
export const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};

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
export const StyledConfirm = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colours.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.dangerSurface};
`

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`

/** Buttons one above the other, for labels too long to sit side by side. */
export const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
`
