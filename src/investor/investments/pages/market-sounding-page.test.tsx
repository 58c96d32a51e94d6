// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDate } from '@/lib/format'
import { investorPageHost, logInAs, mockSettings, NEW_INVESTOR } from '@/test/investor-page-host'
import { openAt, rows } from '../test/opportunities-host'

const host = investorPageHost(NEW_INVESTOR)

const LABELS = [
  'Interested - Have finance in place',
  "Interested - Don't have finance in place",
  'Not Interested',
]

const soundingOf = (email: string, answered: boolean) => {
  const id = host.user(email).id
  return rows(
    host,
    'market-soundings',
    (s) => s.user_id === id && (s.response !== null) === answered,
  )[0]
}
const opportunityName = (oppId: unknown) =>
  String(rows(host, 'investment-opportunities', (o) => o.id === oppId)[0].name)

async function openSounding(id: unknown) {
  const view = await openAt(`/investor/investments/market-sounding/${id}`)
  await screen.findByRole('region', { name: 'Your response' })
  return view
}

/** investor@example.com's sounding they have neither agreed to nor declined (the seed's). */
async function openUndecided() {
  await logInAs('investor@example.com')
  const s = soundingOf('investor@example.com', false)
  const view = await openAt(`/investor/investments/market-sounding/${s.id}`)
  await screen.findByRole('region', { name: 'Before you receive it' })
  return { s, view }
}

/** A phrase of the seeded confidential text (mocks/seed/deals-market-soundings.ts). */
const CONFIDENTIAL = /is preparing to raise/

const quietErrors = () => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
}
afterEach(() => vi.restoreAllMocks())

/** The labels of the response form's choices, in order. */
const responseLabels = () =>
  within(screen.getByRole('group', { name: 'Your response' }))
    .getAllByRole('radio')
    .map((r) => r.closest('label')?.textContent)

describe('MarketSoundingPage: before the investor agrees', () => {
  it('shows only who is sounding them, that it is inside information and what agreeing means', async () => {
    const { s } = await openUndecided()
    expect(
      screen.getByRole('heading', { level: 1, name: 'A market sounding from Northgate Ventures' }),
    ).toBeInTheDocument()
    const explanation = screen.getByRole('region', { name: 'Before you receive it' })
    expect(explanation).toHaveTextContent(
      /Northgate Ventures is sounding you out about a potential transaction/,
    )
    expect(within(explanation).getByText(/become an insider. You must keep it/)).toBeInTheDocument()
    expect(within(explanation).getByText(/If you decline, nothing is shared/)).toBeInTheDocument()
    // Neither the text, nor what it is about, nor the answers.
    expect(screen.queryByText(CONFIDENTIAL)).toBeNull()
    expect(screen.queryByText(String(s.title))).toBeNull()
    expect(screen.queryByText(opportunityName(s.investment_opportunity_id))).toBeNull()
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.queryByRole('region', { name: 'Your response' })).toBeNull()
  })

  it('shows the text and the three responses once they agree, and records when', async () => {
    const { s } = await openUndecided()
    await userEvent.click(screen.getByRole('button', { name: 'Agree and receive the information' }))
    expect(await screen.findByText(CONFIDENTIAL)).toBeInTheDocument()
    const saved = rows(host, 'market-soundings', (r) => r.id === s.id)[0]
    expect(saved.agreed_at).toEqual(expect.any(String))
    expect(screen.getByRole('status')).toHaveTextContent(
      `You agreed to receive this information on ${formatDate(String(saved.agreed_at))}.`,
    )
    expect(screen.getByRole('heading', { level: 1, name: String(s.title) })).toBeInTheDocument()
    expect(
      await screen.findByRole('region', {
        name: `The opportunity: ${opportunityName(s.investment_opportunity_id)}`,
      }),
    ).toBeInTheDocument()
    expect(responseLabels()).toEqual(LABELS)
  })

  it('records a refusal, then shows no text and asks nothing', async () => {
    const { s, view } = await openUndecided()
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }))
    const notice = await screen.findByRole('status')
    const saved = rows(host, 'market-soundings', (r) => r.id === s.id)[0]
    expect(notice).toHaveTextContent(
      `You declined to receive this information on ${formatDate(String(saved.declined_at))}.`,
    )
    expect(notice).toHaveTextContent(/there is nothing to answer/)
    expect(saved.agreed_at).toBeNull()

    view.unmount()
    await openAt(`/investor/investments/market-sounding/${s.id}`)
    expect(await screen.findByText(/You declined to receive this information/)).toBeInTheDocument()
    expect(screen.queryByText(CONFIDENTIAL)).toBeNull()
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.queryByRole('button', { name: /Agree/ })).toBeNull()
  })

  it('shows the host’s refusal when they declined meanwhile in another tab', async () => {
    const { s } = await openUndecided()
    await host.api.host.db
      .table('market-soundings')
      .update(s.id, { declined_at: '2026-11-01T08:00:00.000000Z' })
    await userEvent.click(screen.getByRole('button', { name: 'Agree and receive the information' }))
    expect(
      (
        await screen.findAllByText(
          'You have declined to receive this information, so it cannot be agreed to now.',
        )
      ).length,
    ).toBeGreaterThan(0)
    expect(screen.queryByText(CONFIDENTIAL)).toBeNull()
  })
})

describe('MarketSoundingPage: once agreed', () => {
  it('shows the decision, the sounding and the three responses', async () => {
    const s = soundingOf(NEW_INVESTOR, false)
    await openSounding(s.id)
    expect(screen.getByRole('heading', { level: 1, name: String(s.title) })).toBeInTheDocument()
    expect(screen.getByText(opportunityName(s.investment_opportunity_id))).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      /You agreed to receive this information on .+\.\s*You are an insider until it is made public/,
    )
    expect(screen.getByText(CONFIDENTIAL)).toBeInTheDocument()
    expect(responseLabels()).toEqual(LABELS)
  })

  it('records the response once and shows it afterwards instead of the form', async () => {
    const s = soundingOf(NEW_INVESTOR, false)
    const view = await openSounding(s.id)

    await userEvent.click(screen.getByRole('button', { name: 'Submit response' }))
    const group = screen.getByRole('group', { name: 'Your response' })
    expect(await within(group).findByText('The response field is required.')).toBeInTheDocument()
    expect(within(group).getAllByRole('radio')[0]).toHaveAttribute('aria-invalid', 'true')

    await userEvent.click(screen.getByRole('radio', { name: 'Not Interested' }))
    await userEvent.click(screen.getByRole('button', { name: 'Submit response' }))
    expect(await screen.findByText('You responded:', { exact: false })).toHaveTextContent(
      'You responded: Not Interested',
    )
    expect(screen.queryByRole('button', { name: 'Submit response' })).toBeNull()
    const saved = rows(host, 'market-soundings', (r) => r.id === s.id)[0]
    expect(saved.response).toBe('not_interested')
    expect(host.user(NEW_INVESTOR).is_market_sounding_insider).toBe(1)

    view.unmount()
    await openSounding(s.id)
    expect(screen.getByText('You responded:', { exact: false })).toHaveTextContent(
      'You responded: Not Interested',
    )
    expect(screen.getByText(formatDate(String(saved.responded_at)))).toBeInTheDocument()
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('shows the host’s refusal on the choices when the sounding was answered meanwhile', async () => {
    const s = soundingOf(NEW_INVESTOR, false)
    await openSounding(s.id)
    // Answered in another tab after this one loaded.
    await host.api.host.db.table('market-soundings').update(s.id, { response: 'finance' })
    await userEvent.click(screen.getByRole('radio', { name: 'Not Interested' }))
    await userEvent.click(screen.getByRole('button', { name: 'Submit response' }))
    const group = screen.getByRole('group', { name: 'Your response' })
    expect(
      await within(group).findByText('You have already responded to this market sounding.'),
    ).toBeInTheDocument()
    expect(rows(host, 'market-soundings', (r) => r.id === s.id)[0].response).toBe('finance')
  })

  it('shows an earlier answer with its date', async () => {
    await logInAs('investor@example.com')
    const s = soundingOf('investor@example.com', true)
    await openSounding(s.id)
    expect(screen.getByText('You responded:', { exact: false })).toHaveTextContent(
      'You responded: Interested - Have finance in place',
    )
    expect(screen.getByText(formatDate(String(s.responded_at)))).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Submit response' })).toBeNull()
  })

  it('is the 404 page without the market sounding feature', async () => {
    quietErrors()
    await mockSettings({ marketSounding: 0 })
    await openAt(`/investor/investments/market-sounding/${soundingOf(NEW_INVESTOR, false).id}`)
    expect(await screen.findByText('Route error: NotFoundError 404')).toBeInTheDocument()
  })

  it('is the 404 page for another investor’s sounding and for an unknown one', async () => {
    quietErrors()
    const theirs = soundingOf('investor@example.com', false)
    const first = await openAt(`/investor/investments/market-sounding/${theirs.id}`)
    expect(await screen.findByText('Route error: NotFoundError 404')).toBeInTheDocument()
    first.unmount()
    await openAt('/investor/investments/market-sounding/999999')
    await waitFor(() =>
      expect(screen.getByText('Route error: NotFoundError 404')).toBeInTheDocument(),
    )
  })
})
