// @vitest-environment dom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import type { RecordSubject } from '@/lib/resources'
import { detailsTab } from './details-tab'

type Person = { id: number; email: string; name: string }

describe('detailsTab', () => {
  it('lets a one-word value such as an email wrap only at its separators', () => {
    const { Component } = detailsTab<Person>([
      {
        title: 'Contact',
        rows: [
          { label: 'Email', value: (p) => p.email },
          { label: 'Name', value: (p) => p.name },
        ],
      },
    ])
    renderWithTheme(
      <Component
        record={{ id: 1, email: 'zara.hussain52@example.co.uk', name: 'Zara Hussain' }}
        subject={null as unknown as RecordSubject}
      />,
    )
    const email = screen.getByText(
      (_, el) => el?.tagName === 'DD' && el.textContent === 'zara.hussain52@example.co.uk',
    )
    // A break opportunity before "." and "@", none inside a word.
    expect(email.querySelectorAll('wbr').length).toBe(4)
    expect(screen.getByText('Zara Hussain').querySelector('wbr')).toBeNull()
  })
})
