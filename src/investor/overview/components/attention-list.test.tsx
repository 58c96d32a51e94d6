// @vitest-environment dom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import type { EligibilityBlock } from '@/investor/appropriateness'
import { ThemeProvider } from '@/lib/theme'
import { fromEligibility } from '../model/attention'
import { AttentionList, type AttentionListProps } from './attention-list'
import { expectLink } from '@/investor/test/expect-link'

const renderList = (props: AttentionListProps) =>
  render(
    <ThemeProvider withGlobalStyle={false}>
      <MemoryRouter>
        <AttentionList {...props} />
      </MemoryRouter>
    </ThemeProvider>,
  )

/** What the appropriateness feature reports for a new investor (terms and test outstanding). */
const NEW_INVESTOR_BLOCKS: EligibilityBlock[] = [
  {
    kind: 'terms',
    message: 'Please accept the terms and conditions before investing.',
    action: { label: 'Read the terms', to: '/investor/terms' },
  },
  {
    kind: 'appropriateness',
    message: 'You will be ineligible to invest until you have successfully passed the test.',
    action: { label: 'Take the test', to: '/investor/profile/appropriateness' },
  },
]

describe('AttentionList', () => {
  it('lists what stands between a new investor and investing, with the way to resolve it', () => {
    renderList({ items: fromEligibility(NEW_INVESTOR_BLOCKS) })
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Accept the terms and conditions')
    expect(items[0]).toHaveTextContent('Please accept the terms and conditions before investing.')
    expectLink('Read the terms', '/investor/terms', items[0])
    expect(items[1]).toHaveTextContent(
      'You will be ineligible to invest until you have successfully passed the test.',
    )
    expectLink('Take the test', '/investor/profile/appropriateness', items[1])
    expect(screen.queryByText("You're all set")).toBeNull()
  })

  it('is all set only once every source has answered with nothing', () => {
    const { rerender } = renderList({ items: [], loading: true })
    expect(screen.getByRole('status')).toHaveTextContent('Checking what needs your attention…')
    expect(screen.queryByText("You're all set")).toBeNull()
    rerender(
      <ThemeProvider withGlobalStyle={false}>
        <MemoryRouter>
          <AttentionList items={[]} />
        </MemoryRouter>
      </ThemeProvider>,
    )
    expect(screen.getByText("You're all set")).toBeInTheDocument()
  })

  it('shows a failed source with its own retry, and is not all set', async () => {
    const retry = vi.fn()
    renderList({
      items: [],
      failures: [
        {
          key: 'cash-calls',
          message: 'Your cash calls could not be loaded.',
          retry,
          retrying: false,
        },
      ],
    })
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Your cash calls could not be loaded.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(retry).toHaveBeenCalledTimes(1)
    expect(screen.queryByText("You're all set")).toBeNull()
  })
})
