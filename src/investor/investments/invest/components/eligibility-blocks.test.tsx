// @vitest-environment dom
import '@testing-library/jest-dom/vitest'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { ThemeProvider } from '@/lib/theme'
import { EligibilityBlocks } from './eligibility-blocks'

const COOLDOWN =
  'You will need to wait a further 24 hours before being able to re-attempt the Investor Appropriateness Test.'

describe('EligibilityBlocks', () => {
  it('lists each block with the link that resolves it', () => {
    render(
      <ThemeProvider withGlobalStyle={false}>
        <MemoryRouter>
          <EligibilityBlocks
            blocks={[
              {
                kind: 'terms',
                message: 'Accept our latest terms and conditions before you invest.',
                action: { label: 'Read the terms and conditions', to: '/investor/terms' },
              },
              { kind: 'cooldown', message: COOLDOWN },
            ]}
          />
        </MemoryRouter>
      </ThemeProvider>,
    )
    const card = screen.getByRole('region', { name: 'Before you can invest' })
    const items = within(card).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(
      within(items[0]).getByRole('link', { name: 'Read the terms and conditions' }),
    ).toHaveAttribute('href', '/investor/terms')
    expect(within(items[1]).getByText(COOLDOWN)).toBeInTheDocument()
    expect(within(items[1]).queryByRole('link')).toBeNull()
  })
})
