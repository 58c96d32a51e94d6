import styled from 'styled-components'
import { logoFrame } from './logo-frame'

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
  width: 56px;
  height: 56px;
  padding: 6px;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${logoFrame}
`
