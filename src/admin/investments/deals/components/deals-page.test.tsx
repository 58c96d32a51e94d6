// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { currentUserQuery } from '@/lib/session'
import { investorPageHost, loadedClient, logInAs } from '@/test/investor-page-host'
import { axeFindings } from '@/test/axe'
import { cardNames, column, renderDeals, seededBoard } from '../test/board-host'

const host = investorPageHost('superadmin@example.com')

const emptyPage = {
  data: [],
  current_page: 1,
  last_page: 1,
  per_page: 100,
  total: 0,
  from: null,
  to: null,
}

/** The first card of a column: its name, and its "Move … to…" button. */
async function firstCard(stage: string) {
  await waitFor(() => expect(cardNames(stage).length).toBeGreaterThan(0))
  const name = cardNames(stage)[0]!
  return { name, move: within(column(stage)).getByRole('button', { name: `Move ${name} to…` }) }
}

describe('the board', () => {
  it('shows the first pipeline’s stages in order, with counts, totals and cards', async () => {
    const [{ pipeline, stages }] = seededBoard(host)
    await renderDeals()
    expect(screen.getByRole('heading', { level: 1, name: 'Deals' })).toBeInTheDocument()
    const board = await screen.findByRole('group', { name: `${pipeline.name} board` })
    const headings = within(board).getAllByRole('heading', { level: 2 })
    expect(headings.map((h) => h.textContent)).toEqual(stages.map((s) => s.name))

    const deals = host.api.host.db
      .table('pipeline-deals')
      .where((d) => d.pipeline_stage_id === stages[0].id)
    const first = column(String(stages[0].name))
    const label = deals.length === 1 ? '1 deal' : `${deals.length} deals`
    expect(within(first).getByText(label)).toBeInTheDocument()
    const total = deals.reduce((sum, d) => sum + Number(d.amount_sought ?? 0), 0)
    expect(within(first).getByText(`£${total.toLocaleString('en-GB')} sought`)).toBeInTheDocument()

    const card = deals[0]
    const link = within(first).getByRole('link', { name: String(card.name) })
    expect(link).toHaveAttribute('href', `/admin/investments/deals/${card.id}`)
    const item = link.closest('li')!
    expect(within(item).getByText(String(card.company_name))).toBeInTheDocument()
    expect(within(item).getByText('Amount sought')).toBeInTheDocument()
    expect(within(item).getByText('In stage')).toBeInTheDocument()
    expect(item).toHaveTextContent(/Owner: \S/)
    expect(screen.getByRole('link', { name: 'New deal' })).toHaveAttribute(
      'href',
      '/admin/investments/new-deal',
    )
  })

  it('moves a card by keyboard: saved at once, shown in the new column and announced', async () => {
    const [{ stages }] = seededBoard(host)
    const [from, to] = stages.map((s) => String(s.name))
    await renderDeals()
    const { name, move } = await firstCard(from)
    const user = userEvent.setup({ delay: null })
    move.focus()
    await user.keyboard('{Enter}')
    const menu = screen.getByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(stages.slice(1).map((s) => s.name))
    expect(within(menu).getByRole('menuitem', { name: to })).toHaveFocus()
    await user.keyboard('{Enter}')

    expect(cardNames(to)).toContain(name)
    expect(cardNames(from)).not.toContain(name)
    await screen.findByText(`${name} moved to ${to}.`)
    const row = host.api.host.db.table('pipeline-deals').first((d) => d.name === name)!
    expect(row.pipeline_stage_id).toBe(stages[1].id)
    // Focus followed the card to its new column.
    expect(within(column(to)).getByRole('button', { name: `Move ${name} to…` })).toHaveFocus()
  })

  it('puts a card back and says so when the host refuses the move', async () => {
    const [{ stages }] = seededBoard(host)
    const [from, to] = stages.map((s) => String(s.name))
    host.use(
      mock.patch(/\/api\/pipeline-deals\/\d+$/, () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    )
    await renderDeals()
    const { name, move } = await firstCard(from)
    const user = userEvent.setup({ delay: null })
    await user.click(move)
    await user.click(screen.getByRole('menuitem', { name: to }))
    expect(
      await screen.findByText(
        `${name} stays in ${from}: the move to ${to} was not saved. Server Error`,
      ),
    ).toBeInTheDocument()
    expect(cardNames(from)).toContain(name)
    expect(cardNames(to)).not.toContain(name)
  })

  it('lets an Entrepreneur move deals', async () => {
    await logInAs('entrepreneur@example.com')
    const [{ stages }] = seededBoard(host)
    const [from, to] = stages.map((s) => String(s.name))
    await renderDeals()
    const { name, move } = await firstCard(from)
    expect(screen.queryByRole('link', { name: 'New deal' })).not.toBeInTheDocument()
    const user = userEvent.setup({ delay: null })
    await user.click(move)
    await user.click(screen.getByRole('menuitem', { name: to }))
    await screen.findByText(`${name} moved to ${to}.`)
    expect(
      host.api.host.db.table('pipeline-deals').first((d) => d.name === name)!.pipeline_stage_id,
    ).toBe(stages[1].id)
  })

  it('offers no Move control to a role that may not update deals', async () => {
    const client = await loadedClient()
    // No staff role lists deals without updating them (SPEC §6), so the session's role is
    // changed where the page reads it; the host still answers as the super admin.
    client.setQueryData(
      currentUserQuery.queryKey,
      (user) => user && { ...user, role_id: 7 as const },
    )
    const [{ stages }] = seededBoard(host)
    await renderDeals('', client)
    await waitFor(() => expect(cardNames(String(stages[0].name)).length).toBeGreaterThan(0))
    expect(screen.queryByRole('button', { name: /^Move .* to…$/ })).not.toBeInTheDocument()
    expect(column(String(stages[0].name)).querySelector('[draggable="true"]')).toBeNull()
  })

  it('switches pipeline through the URL', async () => {
    const [, second] = seededBoard(host)
    const { router } = await renderDeals()
    await screen.findByRole('group', { name: /board$/ })
    await userEvent.selectOptions(screen.getByLabelText('Pipeline'), String(second.pipeline.id))
    expect(router.state.location.search).toBe(`?pipeline=${second.pipeline.id}`)
    const board = await screen.findByRole('group', { name: `${second.pipeline.name} board` })
    expect(
      within(board)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(second.stages.map((s) => s.name))
  })
})

describe('accessibility', () => {
  it('has no axe violations on the board with a Move menu open', async () => {
    const [{ stages }] = seededBoard(host)
    await renderDeals()
    const { move } = await firstCard(String(stages[0].name))
    await userEvent.click(move)
    expect(await axeFindings()).toEqual([])
    // A hundred-odd cards make axe slow in happy-dom on a busy machine.
  }, 90_000)
})

describe('the view switch', () => {
  it('keeps Board | List in the URL, the list being the deals list', async () => {
    const { router } = await renderDeals()
    await screen.findByRole('group', { name: /board$/ })
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'List' }))
    expect(router.state.location.search).toBe('?view=list')
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true')
    const table = await screen.findByRole('table', { name: 'Deals' })
    await within(table).findAllByRole('link')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Board' }))
    expect(router.state.location.search).toBe('')
  })

  it('opens the list from a shared link', async () => {
    await renderDeals('?view=list')
    expect(await screen.findByRole('table', { name: 'Deals' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Pipeline')).not.toBeInTheDocument()
  })
})

describe('empty and error states', () => {
  it('says when there are no pipelines, linking to their settings', async () => {
    host.use(mock.get(/\/api\/pipelines(\?.*)?$/, () => HttpResponse.json(emptyPage)))
    await renderDeals()
    expect(await screen.findByText('No pipelines yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Set up pipelines' })).toHaveAttribute(
      'href',
      '/admin/settings/account/pipelines',
    )
  })

  it('says when the pipeline has no stages', async () => {
    host.use(mock.get(/\/api\/pipeline-stages(\?.*)?$/, () => HttpResponse.json(emptyPage)))
    await renderDeals()
    expect(await screen.findByText('This pipeline has no stages')).toBeInTheDocument()
  })

  it('says when a stage has no deals', async () => {
    const [{ stages }] = seededBoard(host)
    const db = host.api.host.db.table('pipeline-deals')
    for (const d of db.where((d) => d.pipeline_stage_id === stages[0].id)) db.delete(d.id)
    await renderDeals()
    await screen.findByRole('group', { name: /board$/ })
    expect(
      within(column(String(stages[0].name))).getByText('No deals in this stage.'),
    ).toBeInTheDocument()
    expect(within(column(String(stages[0].name))).getByText('0 deals')).toBeInTheDocument()
  })

  it('shows an error with a retry when the deals cannot be read', async () => {
    host.use(
      mock.get(/\/api\/pipeline-deals(\?.*)?$/, () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    )
    await renderDeals()
    expect(await screen.findByText('The board could not be loaded')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument()
  })
})
