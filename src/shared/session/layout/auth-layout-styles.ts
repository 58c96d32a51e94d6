import styled from 'styled-components'
import { StandaloneTitle, Stack } from '@/ui'

export const StyledShell = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.colours.background};
  color: ${({ theme }) => theme.colours.text};
`

export const StyledMain = styled(Stack).attrs({
  as: 'main',
  $align: 'center',
  $gap: 'lg',
} as const)`
  flex: 1 1 auto;
  justify-content: center;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};

  ${({ theme }) => theme.media.up('sm')} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  }
`

export const StyledCard = styled.div`
  width: 100%;
  max-width: 440px;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colours.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${({ theme }) => theme.media.up('sm')} {
    padding: ${({ theme }) => theme.space.xxl};
  }
`

export const StyledCardHeader = styled.div`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.space.xl};
  margin-bottom: ${({ theme }) => theme.space.xl};
`

export const StyledLogo = styled.img`
  display: block;
  max-width: 200px;
  max-height: 40px;
`

export const StyledWordmark = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colours.link};
`

export const StyledTitle = styled(StandaloneTitle)`
  line-height: ${({ theme }) => theme.lineHeights.tight};
`

export const StyledDescription = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  color: ${({ theme }) => theme.colours.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`

export const StyledBody = styled(Stack).attrs({ $gap: 'lg' } as const)`
  margin-top: ${({ theme }) => theme.space.xl};
`

export const StyledFooter = styled.div`
  width: 100%;
  max-width: 440px;
  text-align: center;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
