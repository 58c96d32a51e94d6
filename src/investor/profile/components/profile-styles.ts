import styled from 'styled-components'
import { Stack, TextLink } from '@/ui'

/** Navigation beside the section from lg; stacked (navigation first) below. */
export const StyledProfileLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: 248px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};
  }

  ${({ theme }) => theme.media.up('xl')} {
    grid-template-columns: 272px minmax(0, 1fr);
  }
`

/** The section's cards, evenly spaced. */
export const StyledSection = styled(Stack)`
  min-width: 0;
`

/** Label/value rows: stacked on phones, two columns from sm. */
export const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  margin: 0;

  ${({ theme }) => theme.media.up('sm')} {
    grid-template-columns: minmax(160px, max-content) minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space.lg};
  }

  dt,
  dd {
    padding: ${({ theme }) => `${theme.space.xs} 0`};
  }

  dt {
    padding-bottom: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colours.textMuted};
  }

  dd {
    margin: 0;
    padding-top: ${({ theme }) => theme.space.xxs};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.up('sm')} {
    dt,
    dd {
      padding: ${({ theme }) => `${theme.space.sm} 0`};
      border-bottom: 1px solid ${({ theme }) => theme.colours.border};
    }
  }
`

/** Explanatory copy inside a card. */
export const StyledLead = styled.p`
  margin: 0;
  max-width: 70ch;
  color: ${({ theme }) => theme.colours.textMuted};
`

/** Form fields in one column on phones, two from md (full-width rows span both). */
export const StyledFieldGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space.lg};
  }
`

export const StyledWide = styled.div`
  ${({ theme }) => theme.media.up('md')} {
    grid-column: 1 / -1;
  }
`

/** A fieldset heading inside a long form ("Address"). */
export const StyledFormHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`

export const StyledTextLink = styled(TextLink)`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`

/** A plain list of rows inside a card (organisations, requirements, documents on phones). */
export const StyledRows = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    padding: ${({ theme }) => `${theme.space.sm} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }

  > li:last-child {
    border-bottom: 0;
  }
`

export const StyledRowText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  small {
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`
