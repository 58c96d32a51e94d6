// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/app/test/render-app'
import { investorPageHost } from '@/test/investor-page-host'
import { existingInvestmentRecord } from './existing-investment'
import { liveOpportunityRecord } from './live-opportunity'
import { STAGE_PAGE_TABS } from './stage-routing'

const host = investorPageHost('superadmin@example.com')
type Opp = { id: number; name: string; stage: number }
const atStage = (stage: number) =>
  host.api.host.db
    .table<Opp & Record<string, unknown>>('investment-opportunities')
    .first((o) => o.stage === stage)!

const LIVE = '/admin/investments/opportunities'
const EXISTING = '/admin/investments/existing'

/** Where the app settles after an address is typed. */
async function landsOn(typed: string, expected: string) {
  const { router } = await renderApp(typed)
  await waitFor(() => expect(router.state.location.pathname).toBe(expected), { timeout: 20_000 })
}

describe('SPEC §2 stage routing applies to typed addresses', () => {
  it('keeps its tab lists equal to the records’ tabs', () => {
    expect(STAGE_PAGE_TABS.live).toEqual(liveOpportunityRecord.tabs.map((t) => t.segment))
    expect(STAGE_PAGE_TABS.existing).toEqual(existingInvestmentRecord.tabs.map((t) => t.segment))
  })

  it('opens the edit page of a stage-1 opportunity typed at its details (or any tab)', async () => {
    const draft = atStage(1)
    await landsOn(`${LIVE}/${draft.id}/details`, `${LIVE}/${draft.id}/edit`)
    expect(
      await screen.findByRole('heading', { level: 1, name: `Edit ${draft.name}` }),
    ).toBeVisible()
    // Its only page: it goes live from here.
    expect(await screen.findByRole('button', { name: /Change status/ })).toBeVisible()
  })

  it('sends a stage-1 opportunity typed as an existing investment to its edit page', async () => {
    const draft = atStage(1)
    await landsOn(`${EXISTING}/${draft.id}/transactions`, `${LIVE}/${draft.id}/edit`)
  })

  it('sends a stage-6 one typed as live to the existing investment, on the same tab', async () => {
    const exited = atStage(6)
    await landsOn(
      `${LIVE}/${exited.id}/details/transactions`,
      `${EXISTING}/${exited.id}/transactions`,
    )
  })

  it('sends a stage-3 one typed as existing to its live details when live has no such tab', async () => {
    const raising = atStage(3)
    await landsOn(`${EXISTING}/${raising.id}/pre-emption`, `${LIVE}/${raising.id}/details`)
  })

  it('takes a stage-1 draft live from its edit page, and follows it to its details', async () => {
    const draft = host.api.host.db
      .table<Opp & { status: number } & Record<string, unknown>>('investment-opportunities')
      .first((o) => o.stage === 1 && o.status === 1)!
    const { router } = await renderApp(`${LIVE}/${draft.id}/edit`)
    const user = userEvent.setup({ delay: null })
    await user.click(
      await screen.findByRole('button', { name: /Change status/ }, { timeout: 20_000 }),
    )
    await user.click(await screen.findByRole('menuitem', { name: 'Go Live - External' }))
    const dialog = await screen.findByRole('dialog', { name: `Go Live - External: ${draft.name}?` })
    await user.click(within(dialog).getByRole('button', { name: 'Go Live - External' }))
    await waitFor(
      () => expect(router.state.location.pathname).toBe(`${LIVE}/${draft.id}/details`),
      {
        timeout: 10_000,
      },
    )
    expect(await screen.findByRole('heading', { level: 1, name: draft.name })).toBeVisible()
    expect(router.state.location.pathname).toBe(`${LIVE}/${draft.id}/details`)
  })
})

describe('a new opportunity opens where its stage says', () => {
  /** Every address the router settles on, so a passing detour is seen too. */
  function visited(router: Awaited<ReturnType<typeof renderApp>>['router']) {
    const paths: string[] = []
    router.subscribe((state) => paths.push(state.location.pathname))
    return paths
  }

  async function create(name: string, stage?: string) {
    const { router } = await renderApp(`${LIVE}/new-opportunity`)
    const paths = visited(router)
    const user = userEvent.setup({ delay: null })
    await user.type(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 20_000 }), name)
    await user.type(screen.getByRole('textbox', { name: 'Company' }), `${name} Ltd`)
    await user.type(screen.getByRole('textbox', { name: /^Target/ }), '250000')
    if (stage) await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), stage)
    await user.click(screen.getByRole('button', { name: 'Create opportunity' }))
    const made = await waitFor(
      () =>
        host.api.host.db
          .table<Opp & Record<string, unknown>>('investment-opportunities')
          .first((o) => o.name === name)!,
      { timeout: 10_000 },
    )
    expect(made).toBeTruthy()
    return { router, paths, made }
  }

  it('a draft (stage 1) goes straight to its edit page, never through its details', async () => {
    const { router, paths, made } = await create('Draft Straight')
    await waitFor(() => expect(router.state.location.pathname).toBe(`${LIVE}/${made.id}/edit`), {
      timeout: 10_000,
    })
    expect(made.stage).toBe(1)
    expect(paths).not.toContain(`${LIVE}/${made.id}/details`)
    expect(await screen.findByText('Opportunity Draft Straight created')).toBeVisible()
  })

  it('a live one (stage 3) opens its details', async () => {
    const { router, made } = await create('Raising Straight', '3')
    await waitFor(() => expect(router.state.location.pathname).toBe(`${LIVE}/${made.id}/details`), {
      timeout: 10_000,
    })
    expect(made.stage).toBe(3)
  })
})
