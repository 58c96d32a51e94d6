import styled from 'styled-components'
import { LinkCard, LinkCardGrid } from '@/ui/link-card/link-card'
import type { ShortcutCard } from './shortcut-links'

/** Quick links to every area the role may open, each card listing the pages it leads to. */
export function Shortcuts({ cards }: { cards: readonly ShortcutCard[] }) {
  if (cards.length === 0) return null
  return (
    <section aria-labelledby="shortcuts-title">
      <StyledHeading id="shortcuts-title">Shortcuts</StyledHeading>
      <LinkCardGrid>
        {cards.map((card) => (
          <LinkCard
            key={card.key}
            id={`shortcut-${card.key}`}
            level={3}
            title={card.title}
            to={card.to}
            links={card.links}
            listLabel={`${card.title} pages`}
          />
        ))}
      </LinkCardGrid>
    </section>
  )
}

const StyledHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`
