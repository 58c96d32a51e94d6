import styled, { css } from 'styled-components'

/** A tab's or section's own heading, under the page's. */
export const SectionHeading = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

/** A section heading with its actions on the same line, wrapping under it when narrow. */
export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`

/** A muted line of explanation under a section's heading or figures. */
export const SectionNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

/** Small muted capitals above or beside content: a step, a count, a tag, a column heading. */
export const eyebrowStyles = css`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`
