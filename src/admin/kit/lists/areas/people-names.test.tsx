// @vitest-environment dom
import { screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import type { FamilyRows } from '../api'
import { contactsArea } from './people'

type Contact = FamilyRows['contacts']

function nameCell(row: Record<string, unknown>) {
  const column = contactsArea.columns.find((c) => c.header === 'Name')!
  renderWithTheme(<MemoryRouter>{column.cell(row as unknown as Contact)}</MemoryRouter>)
}

describe('the contacts list name column (issue 9)', () => {
  it('shows first and last name (the contract)', () => {
    nameCell({ id: 1, first_name: 'Grace', last_name: 'Hopper', email: 'g@example.com' })
    expect(screen.getByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument()
  })

  it('shows the single name a stock host sends, never "undefined undefined"', () => {
    nameCell({ id: 2, name: 'Grace Hopper', email: 'g@example.com' })
    expect(screen.getByRole('link', { name: 'Grace Hopper' })).toBeInTheDocument()
    expect(screen.queryByText(/undefined/)).not.toBeInTheDocument()
  })

  it('falls back to the email when the host sends no name', () => {
    nameCell({ id: 3, email: 'nameless@example.com' })
    expect(screen.getByRole('link', { name: 'nameless@example.com' })).toBeInTheDocument()
  })
})
