import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import type { TabItem } from './tabs'
import { nextTabIndex } from './roving-keys'
import { TabStrip } from './tab-strip'
import { StyledLinkTabList } from './tabs-styles'
import { useTabStrip } from './use-tab-strip'

/** What renderLink receives; spread it onto the router's link (it must render an <a>). */
export interface TabLinkProps {
  href: string
  children: ReactNode
  'aria-current'?: 'page'
}

export interface LinkTabsProps {
  items: TabItem[]
  /** The id of the tab whose route is showing. */
  activeId: string
  /** Accessible name of the navigation, e.g. "Investor sections". */
  label: string
  /** Renders the anchor, e.g. `(p) => <Link to={p.href} {...p} />`; ui never imports a router. */
  renderLink?: (props: TabLinkProps) => ReactNode
}

const plainLink = ({ href, ...props }: TabLinkProps) => <a href={href} {...props} />

/**
 * Tabs whose targets are child routes. They are navigation, not a tabs widget (the "panel" is
 * the routed page), so they are links in a <nav> with aria-current="page"; arrow keys, Home and
 * End still move between them as in a tab strip.
 */
export function LinkTabs({ items, activeId, label, renderLink = plainLink }: LinkTabsProps) {
  const listRef = useRef<HTMLUListElement>(null)

  // On a narrow screen the strip scrolls sideways: it shows so, and keeps the current tab
  // in view.
  // Keyed by the tabs too, so a tab joining the strip is watched for size like the others.
  const key = `${activeId}|${items.map((item) => item.id).join()}`
  const { overflow, step } = useTabStrip(listRef, key, '[aria-current="page"]')

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = Array.from(listRef.current?.querySelectorAll('a') ?? [])
    const current = links.findIndex((a) => a === document.activeElement)
    if (current < 0) return
    const next = nextTabIndex(event.key, current, links.length)
    if (next === null) return
    event.preventDefault()
    links[next].focus()
  }

  return (
    <nav aria-label={label}>
      <TabStrip overflow={overflow} onStep={step}>
        <StyledLinkTabList ref={listRef} onKeyDown={onKeyDown}>
          {items.map((item) => (
            <li key={item.id}>
              {renderLink({
                href: item.href ?? `#${item.id}`,
                children: item.label,
                'aria-current': item.id === activeId ? 'page' : undefined,
              })}
            </li>
          ))}
        </StyledLinkTabList>
      </TabStrip>
    </nav>
  )
}
