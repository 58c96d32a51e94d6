import type { ReactNode } from 'react'
import styled from 'styled-components'
import { StandaloneTitle } from '@/ui'

export interface StatusPageProps {
  title: string
  detail: ReactNode
  logo?: { src: string; alt: string } | null
  /** Full viewport (maintenance, outside any shell) or part of a page (errors). */
  fullHeight?: boolean
  /** Inside a portal shell, which already has the page's <main>. */
  embedded?: boolean
  children?: ReactNode
}

/** The centred title-and-message page the error and maintenance screens share. */
export function StatusPage({
  title,
  detail,
  logo,
  fullHeight,
  embedded,
  children,
}: StatusPageProps) {
  return (
    <StyledPage as={embedded ? 'div' : 'main'} $fullHeight={!!fullHeight}>
      {logo ? <StyledLogo src={logo.src} alt={logo.alt} /> : null}
      <StandaloneTitle>{title}</StandaloneTitle>
      <StyledText>{detail}</StyledText>
      {children}
    </StyledPage>
  )
}

const StyledPage = styled.main<{ $fullHeight: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: ${({ $fullHeight }) => ($fullHeight ? '100vh' : '60vh')};
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  background: ${({ theme }) => theme.colours.background};
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledLogo = styled.img`
  max-height: ${({ theme }) => theme.space.xxl};
`

const StyledText = styled.p`
  margin: 0;
  max-width: 48ch;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`
