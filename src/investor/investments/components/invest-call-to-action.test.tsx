// @vitest-environment dom
import '@testing-library/jest-dom/vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ThemeProvider } from '@/lib/theme'
import type { RecordOf } from '@/lib/resources'
import type { Eligibility } from '@/investor/appropriateness'
import { InvestCallToAction } from './invest-call-to-action'
import { expectLink } from '@/investor/test/expect-link'

const opportunity = (status: number) =>
  ({
    id: 7,
    slug: 'brightpay-seed',
    name: 'Brightpay Seed',
    status,
  }) as RecordOf<'investment-opportunities'>

const eligible: Eligibility = { status: 'eligible', blocks: [] }
const blocked: Eligibility = {
  status: 'blocked',
  blocks: [
    {
      kind: 'terms',
      message: 'Accept the terms and conditions to invest.',
      action: { label: 'Read the terms', to: '/investor/terms' },
    },
    {
      kind: 'appropriateness',
      message: 'You will be ineligible to invest until you have successfully passed the test.',
      action: { label: 'Take the test', to: '/investor/profile/appropriateness' },
    },
    {
      kind: 'cooldown',
      message:
        'You will need to wait a further 24 hours before being able to re-attempt the Investor Appropriateness Test.',
    },
  ],
}

function renderCta(status: number, eligibility: Eligibility, investedAmount = 0) {
  const onNavigate = vi.fn()
  render(
    <ThemeProvider withGlobalStyle={false}>
      <InvestCallToAction
        opportunity={opportunity(status)}
        eligibility={eligibility}
        investedAmount={investedAmount}
        onNavigate={onNavigate}
      />
    </ThemeProvider>,
  )
  return onNavigate
}

describe('InvestCallToAction', () => {
  it('offers "Invest now", opening the investor type step, when nothing is in the way', async () => {
    const onNavigate = renderCta(2, eligible)
    const link = screen.getByRole('link', { name: 'Invest now' })
    expect(link).toHaveAttribute('href', '/investor/investments/brightpay-seed/investor-type')
    await userEvent.click(link)
    expect(onNavigate).toHaveBeenCalledWith('/investor/investments/brightpay-seed/investor-type')
  })

  it('shows each block with its way out instead of the invest link', async () => {
    const onNavigate = renderCta(3, blocked)
    expect(screen.getByRole('heading', { name: 'Before you can invest' })).toBeInTheDocument()
    for (const block of blocked.blocks) expect(screen.getByText(block.message)).toBeInTheDocument()
    expectLink('Read the terms', '/investor/terms')
    await userEvent.click(screen.getByRole('link', { name: 'Take the test' }))
    expect(onNavigate).toHaveBeenCalledWith('/investor/profile/appropriateness')
    expect(screen.queryByRole('link', { name: /Invest/ })).toBeNull()
  })

  it('waits while eligibility is being worked out', () => {
    renderCta(2, { status: 'loading', blocks: [] })
    expect(screen.getByRole('status')).toHaveTextContent('Checking whether you can invest…')
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('says what the investor holds and offers to invest again', () => {
    renderCta(2, eligible, 25000)
    expect(screen.getByText('You have invested £25,000')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Invest again' })).toBeInTheDocument()
  })

  it('offers nothing to do once the opportunity has closed, whatever the eligibility', () => {
    for (const status of [4, 5, 6]) {
      const { unmount } = render(
        <ThemeProvider withGlobalStyle={false}>
          <InvestCallToAction
            opportunity={opportunity(status)}
            eligibility={blocked}
            investedAmount={1000}
            onNavigate={() => {}}
          />
        </ThemeProvider>,
      )
      expect(screen.getByText(/no longer takes new investment/)).toBeInTheDocument()
      expect(screen.queryByRole('link')).toBeNull()
      expect(screen.getByText('You have invested £1,000')).toBeInTheDocument()
      unmount()
    }
  })
})
