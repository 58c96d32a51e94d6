import styled from 'styled-components'

export const StyledIntro = styled.div`
  margin-bottom: ${({ theme }) => theme.space.xl};
`

export const StyledHeading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xxl};

  ${({ theme }) => theme.media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`

export const StyledLead = styled.p`
  max-width: 60ch;
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};

  ${({ theme }) => theme.media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

export const StyledCards = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.media.up('xl')} {
    grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`

/** The whole card is the link's target (its ::after covers the card), the name stays short. */
export const StyledCard = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`},
    border-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  &:hover {
    border-color: ${({ theme }) => theme.colours.borderStrong};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`

export const StyledCardIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.primarySubtle};
  color: ${({ theme }) => theme.colours.link};
  font-size: 24px;
`

export const StyledCardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`

export const StyledCardLink = styled.a`
  color: ${({ theme }) => theme.colours.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:hover {
    color: ${({ theme }) => theme.colours.link};
  }

  /* The card draws the focus ring (focus-within), around the whole target. */
  &:focus-visible {
    outline: none;
  }
`

export const StyledCardText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
