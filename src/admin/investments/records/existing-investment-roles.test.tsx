// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/app/test/render-app'
import { investorPageHost, logInAs } from '@/test/investor-page-host'

const host = investorPageHost('manager@example.com')
const existing = () =>
  host.api.host.db
    .table<{ id: number; stage: number } & Record<string, unknown>>('investment-opportunities')
    .first((o) => o.stage >= 5)!

const tabNames = async () =>
  within(
    await screen.findByRole('navigation', { name: 'Investment sections' }, { timeout: 20_000 }),
  )
    .getAllByRole('link')
    .map((a) => a.textContent)

describe('an existing investment’s tabs by role (SPEC §6)', () => {
  it('hides Performance (Cap table performance), notes and transactions from Investment_Manager', async () => {
    await renderApp(`/admin/investments/existing/${existing().id}/details`)
    const names = await tabNames()
    expect(names).toContain('Cap table')
    expect(names).not.toContain('Cap table performance')
    expect(names).not.toContain('Transactions')
    expect(names).not.toContain('Notes, calls and tasks')
  })

  it('shows Cap table performance to Super_Admin', async () => {
    await logInAs('superadmin@example.com')
    await renderApp(`/admin/investments/existing/${existing().id}/details`)
    expect(await tabNames()).toContain('Cap table performance')
  })
})
