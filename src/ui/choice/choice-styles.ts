import styled from 'styled-components'

export const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`

export const StyledLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.xs};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.text};
`

export const StyledOptions = styled.div<{ $inline?: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $inline }) => ($inline ? theme.space.lg : theme.space.xs)};
`

export const StyledOption = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 24px;
  color: ${({ theme, $disabled }) => ($disabled ? theme.colours.disabledText : theme.colours.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`

export const StyledChoiceInput = styled.input<{ $invalid?: boolean }>`
  flex: none;
  width: 18px;
  height: 18px;
  margin: 3px 0 0;
  accent-color: ${({ theme }) => theme.colours.primary};
  cursor: inherit;
  outline: ${({ theme, $invalid }) => ($invalid ? `2px solid ${theme.colours.danger}` : 'none')};
  outline-offset: 1px;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`
