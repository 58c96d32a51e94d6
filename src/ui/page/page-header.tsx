import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { ChevronLeftIcon } from '@/ui/primitives/icons'

export interface PageHeaderProps {
  /** The page's one <h1>. */
  title: ReactNode
  /** A sentence under the title. */
  description?: ReactNode
  /** A link back up the hierarchy ("Back to Portfolio"). */
  back?: { to: string; label: string }
  /** Buttons or links on the right (below the title on narrow screens). */
  actions?: ReactNode
  /** Something before the title, e.g. a logo or badges. */
  eyebrow?: ReactNode
}

/** The top of every portal page: back link, title, description and actions, aligned alike. */
export function PageHeader({ title, description, back, actions, eyebrow }: PageHeaderProps) {
  return (
    <StyledHeader>
      {back ? (
        <BackLinkStyle to={back.to}>
          <ChevronLeftIcon />
          {back.label}
        </BackLinkStyle>
      ) : null}
      <StyledRow>
        <StyledText>
          {eyebrow ? <StyledEyebrow>{eyebrow}</StyledEyebrow> : null}
          <StyledTitle>{title}</StyledTitle>
          {description ? <StyledDescription>{description}</StyledDescription> : null}
        </StyledText>
        {actions ? <StyledActions>{actions}</StyledActions> : null}
      </StyledRow>
    </StyledHeader>
  )
}

const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`

/** The page's link back up the hierarchy, with its chevron. */
export const BackLinkStyle = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  align-self: flex-start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colours.link};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`

const StyledEyebrow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`

const StyledDescription = styled.p`
  margin: 0;
  max-width: 70ch;
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`
