// @vitest-environment dom
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { Avatar } from './avatar'
import { avatarColourIndex, avatarInitials } from './avatar-identity'

describe('avatar identity', () => {
  it('derives initials from name and surname', () => {
    expect(avatarInitials('Ada', 'Lovelace')).toBe('AL')
    expect(avatarInitials('mary ann evans')).toBe('ME')
    expect(avatarInitials('Cher')).toBe('C')
    expect(avatarInitials('  ')).toBe('?')
    expect(avatarInitials('Łukasz', 'Öberg')).toBe('ŁÖ')
  })

  it('derives the same colour for the same person, and spreads people over the palette', () => {
    expect(avatarColourIndex(42, 10)).toBe(avatarColourIndex(42, 10))
    expect(avatarColourIndex('Ada Lovelace', 10)).toBe(avatarColourIndex('Ada Lovelace', 10))
    const used = new Set(Array.from({ length: 100 }, (_, i) => avatarColourIndex(i + 1, 10)))
    expect(used.size).toBeGreaterThanOrEqual(8)
  })
})

describe('Avatar', () => {
  it('shows initials on a deterministic colour when there is no image', () => {
    const first = renderWithTheme(<Avatar name="Ada" surname="Lovelace" id={7} />)
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' })
    expect(avatar).toHaveTextContent('AL')
    const colour = avatar.getAttribute('data-colour')
    first.unmount()
    renderWithTheme(<Avatar name="Ada" surname="Byron" id={7} />)
    expect(screen.getByRole('img', { name: 'Ada Byron' })).toHaveAttribute('data-colour', colour)
  })

  it('shows the image, falling back to initials if it fails to load', () => {
    renderWithTheme(<Avatar name="Alan" surname="Turing" src="/a.jpg" />)
    const img = screen.getByRole('img', { name: 'Alan Turing' })
    expect(img.tagName).toBe('IMG')
    fireEvent.error(img)
    expect(screen.getByRole('img', { name: 'Alan Turing' })).toHaveTextContent('AT')
  })
})
