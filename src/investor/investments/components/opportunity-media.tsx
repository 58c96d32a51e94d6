import styled from 'styled-components'

export interface OpportunityMediaProps {
  hero: string | null | undefined
  logo: string | null | undefined
}

/** The card's picture with the company's logo over its corner; decorative (the name says it). */
export function OpportunityMedia({ hero, logo }: OpportunityMediaProps) {
  return (
    <StyledMedia>
      {hero ? <img src={hero} alt="" loading="lazy" decoding="async" /> : null}
      {logo ? (
        <StyledLogo>
          <img src={logo} alt="" loading="lazy" decoding="async" />
        </StyledLogo>
      ) : null}
    </StyledMedia>
  )
}

const StyledMedia = styled.div`
  position: relative;
  aspect-ratio: 16 / 7;
  background: ${({ theme }) => theme.colours.primarySubtle};

  > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const StyledLogo = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  bottom: ${({ theme }) => theme.space.sm};
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  padding: 6px;
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`
