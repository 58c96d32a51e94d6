import { useEffect, useRef } from 'react'
import { VisuallyHidden } from '@/ui'
import type { NavGroup } from '../model/profile-nav'
import { profilePath } from '../model/profile-slug'
import {
  StyledGroup,
  StyledGroupTitle,
  StyledNav,
  StyledNavLink,
  StyledNavList,
} from './profile-nav-styles'

export interface ProfileNavProps {
  groups: NavGroup[]
  /** The slug showing now (its link carries aria-current="page"). */
  current: string
}

/**
 * The profile's sections: a vertical list beside the content from lg, a horizontally
 * scrolling strip above it on smaller screens. Real links, so every section has a URL.
 */
export function ProfileNav({ groups, current }: ProfileNavProps) {
  const ref = useRef<HTMLElement>(null)

  // On the narrow strip the current link may start off-screen: centre it, scrolling the
  // strip only (never the page, as scrollIntoView would).
  useEffect(() => {
    const nav = ref.current
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return
    const strip = nav.getBoundingClientRect()
    const link = active.getBoundingClientRect()
    nav.scrollLeft += link.left - strip.left - (strip.width - link.width) / 2
  }, [current])

  return (
    <StyledNav ref={ref} aria-label="Profile sections">
      {groups.map((group) => (
        <StyledGroup key={group.id} role="group" aria-labelledby={`profile-nav-${group.id}`}>
          <StyledGroupTitle id={`profile-nav-${group.id}`}>{group.title}</StyledGroupTitle>
          <StyledNavList>
            {group.entries.map((entry) => (
              <li key={entry.slug}>
                <StyledNavLink
                  to={profilePath(entry.slug)}
                  aria-current={entry.slug === current ? 'page' : undefined}
                  $nested={entry.nested}
                >
                  {entry.context ? <VisuallyHidden>{entry.context} </VisuallyHidden> : null}
                  {entry.label}
                </StyledNavLink>
              </li>
            ))}
          </StyledNavList>
        </StyledGroup>
      ))}
    </StyledNav>
  )
}
