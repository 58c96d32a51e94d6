// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/app/test/render-app'
import { investorPageHost, logInAs } from '@/test/investor-page-host'

vi.mock('react-quill-new', async () => ({ default: (await import('./quill-stub')).FakeQuill }))

// Whole journeys through the app (dialogs, pickers with their 500 ms pause): give them room.
vi.setConfig({ testTimeout: 60_000 })

const host = investorPageHost('superadmin@example.com')
type Row = Record<string, unknown> & { id: number }
const table = (name: string) => host.api.host.db.table<Row>(name)
const register = () => screen.findByRole('table', { name: 'Market sounding insiders' })

describe('the insider register: market soundings', () => {
  it('lists every sounded investor: sent, agreed or declined and when, the answer and when, cleansed', async () => {
    await renderApp('/admin/insider-register')
    expect(await screen.findByRole('heading', { level: 1, name: 'Insider Register' })).toBeVisible()
    const grid = await register()
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBe(4))
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Insider', 'Opportunity', 'Sent', 'Agreed or declined', 'Response', 'Cleansed'])
    const answered = table('market-soundings').first((s) => s.response === 'finance')!
    const who = host.user('investor@example.com')
    const row = within(grid)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('Interested - Have finance in place'))!
    expect(row).toHaveTextContent(String(who.email))
    // The agreement and the answer, each with its time to the minute.
    const hhmm = (iso: unknown) => {
      const at = new Date(String(iso))
      return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`
    }
    const cells = within(row).getAllByRole('cell')
    expect(cells[3]).toHaveTextContent(
      new RegExp(`^Agreed\\d{1,2} \\w{3} \\d{4}, ${hhmm(answered.agreed_at)}$`),
    )
    expect(cells[4]).toHaveTextContent(
      new RegExp(
        `^Interested - Have finance in place\\d{1,2} \\w{3} \\d{4}, ${hhmm(answered.responded_at)}$`,
      ),
    )
    // The new investor agreed and has not answered; the demo investor's other is unopened.
    expect(within(grid).getAllByText('Awaiting response')).toHaveLength(1)
    const unopened = within(grid)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('Awaiting decision'))!
    expect(within(unopened).getAllByRole('cell')[4]).toHaveTextContent(/^Not asked yet$/)
    expect(within(grid).getAllByRole('button', { name: /^Cleanse/ })).toHaveLength(3)
    expect(screen.getByRole('navigation', { name: 'Insider register lists' })).toBeVisible()

    // What they saw: the wording, then the confidential text.
    await userEvent.click(within(row).getByRole('button', { name: /^View the wording .* saw$/ }))
    const dialog = await screen.findByRole('dialog', { name: /saw$/ })
    expect(within(dialog).getByText(/you become an insider/)).toBeVisible()
    expect(within(dialog).getByText(/preparing to raise/)).toBeVisible()
  })

  it('sends a sounding to the investors chosen, after the host refused an empty one', async () => {
    const user = userEvent.setup({ delay: null })
    await renderApp('/admin/insider-register')
    await user.click(await screen.findByRole('button', { name: 'New market sounding' }))
    const dialog = await screen.findByRole('dialog', { name: 'New market sounding' })
    const [, wordingEditor] = await within(dialog).findAllByTestId('quill')
    // The settings' popup wording is there to start with.
    expect(wordingEditor).toHaveValue(
      String(table('branding').first(() => true)?.market_sounding_description ?? ''),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Send market sounding' }))
    // Each message under its field (and in the summary above the form).
    // The host's 422 comes back through the whole mock pipeline: seconds on two busy cores.
    expect(
      await within(dialog).findAllByText(
        'Choose at least one investor to sound.',
        {},
        { timeout: 10_000 },
      ),
    ).toHaveLength(2)
    expect(within(dialog).getAllByText('The title field is required.')).toHaveLength(2)
    expect(
      within(dialog).getAllByText('The confidential information field is required.'),
    ).toHaveLength(2)
    expect(within(dialog).getAllByText('The opportunity field is required.')).toHaveLength(2)

    const opp = table('investment-opportunities').first((o) => o.market_sounding === 1)!
    await user.type(
      within(dialog).getByRole('combobox', { name: /Opportunity/ }),
      String(opp.name).slice(0, 6),
    )
    await user.click(await within(dialog).findByRole('option', { name: String(opp.name) }))
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Series B sounding')
    await user.type(within(dialog).getAllByTestId('quill')[0], 'We plan to raise £5m.')
    const picker = within(dialog).getByRole('combobox', { name: /Investors to sound/ })
    await user.type(picker, 'investor@')
    await user.click(
      await within(dialog).findByRole('option', { name: /\(investor@example\.com\)/ }),
    )
    await user.type(picker, 'newinvestor')
    await user.click(
      await within(dialog).findByRole('option', { name: /newinvestor@example\.com/ }),
    )
    const chosen = within(dialog).getByRole('list', { name: /Investors to sound: 2 chosen/ })
    await user.click(within(chosen).getByRole('button', { name: /^Remove .*newinvestor@/ }))
    expect(within(dialog).getByRole('list', { name: /1 chosen/ })).toBeVisible()
    // What was typed survived the refusal.
    expect(within(dialog).getByRole('textbox', { name: /Title/ })).toHaveValue('Series B sounding')

    await user.click(within(dialog).getByRole('button', { name: 'Send market sounding' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const sent = table('market-soundings').where((s) => s.title === 'Series B sounding')
    expect(sent.map((s) => s.user_id)).toEqual([host.user('investor@example.com').id])
    expect(sent[0]).toMatchObject({
      investment_opportunity_id: opp.id,
      body: 'We plan to raise £5m.',
    })
    expect(String(sent[0].wording)).toContain('inside information')
    expect(await within(await register()).findByText('Series B sounding')).toBeVisible()
  })

  it('cleanses a sounding: its insiders get the date', async () => {
    const user = userEvent.setup({ delay: null })
    await renderApp('/admin/insider-register')
    const grid = await register()
    const row = (await within(grid).findAllByRole('row')).find((r) =>
      r.textContent?.includes('newinvestor@example.com'),
    )!
    await user.click(within(row).getByRole('button', { name: /^Cleanse/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Cleanse market sounding' })
    await user.click(within(dialog).getByRole('button', { name: 'Cleanse' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const mine = table('market-soundings').first(
      (s) => s.user_id === host.user('newinvestor@example.com').id,
    )!
    expect(mine.cleansed_at).not.toBeNull()
    await waitFor(() =>
      expect(within(grid).getAllByRole('button', { name: /^Cleanse/ })).toHaveLength(2),
    )
  })

  it('exports the register as a CSV of names, labels and times', async () => {
    const blobs: Blob[] = []
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob)
      return 'blob:register'
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    try {
      await renderApp('/admin/insider-register')
      await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }))
      await waitFor(() => expect(blobs).toHaveLength(1))
      const csv = await blobs[0].text()
      const [head, ...lines] = csv.trim().split('\r\n')
      expect(head).toBe(
        'Insider,Email,Opportunity,Sounding,Sent at,Wording shown,Agreed at,Declined at,Response,Responded at,Cleansed at',
      )
      expect(lines).toHaveLength(3)
      expect(csv).toContain('Interested - Have finance in place')
      expect(csv).toContain('investor@example.com')
    } finally {
      create.mockRestore()
      click.mockRestore()
    }
  })

  it('lets compliance staff read the register but not sound or cleanse', async () => {
    await logInAs('compliance@example.com')
    await renderApp('/admin/insider-register')
    const grid = await register()
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBe(4))
    expect(screen.queryByRole('button', { name: 'New market sounding' })).toBeNull()
    expect(within(grid).queryByRole('button', { name: /^Cleanse/ })).toBeNull()
  })
})

describe('the insider register: what each investor decided', () => {
  it('shows a refusal with its time, and no answer asked of them', async () => {
    const declinedAt = '2026-10-30T14:20:00.000000Z'
    const unopened = table('market-soundings').first(
      (s) => s.agreed_at === null && s.declined_at === null,
    )!
    await table('market-soundings').update(unopened.id, { declined_at: declinedAt })
    await renderApp('/admin/insider-register')
    const grid = await register()
    const row = await waitFor(() =>
      within(grid)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes('Declined'))!,
    )
    const cells = within(row).getAllByRole('cell')
    expect(cells[3]).toHaveTextContent(/^Declined30 Oct 2026, \d{2}:20$/)
    expect(cells[4]).toHaveTextContent(/^Not asked \(declined\)$/)
  })
})
