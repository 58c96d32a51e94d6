// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { investorPageHost, mockSettings } from '@/test/investor-page-host'
import { renderApp } from '@/app/test/render-app'
import { axeFindings } from '@/test/axe'

const host = investorPageHost('superadmin@example.com')
type Row = Record<string, unknown> & { id: number }
const table = (name: string) => host.api.host.db.table<Row>(name)
const BASE = '/admin/investments/fund-opportunities'
let fio: Row

beforeEach(async () => {
  await mockSettings({ funds_enabled: 1 })
  fio = table('fund-investment-opportunities').all()[0]!
  const [x] = table('investments').where((i) => i.status !== 'cancelled')
  await table('investments').update(x!.id, {
    fund_investment_opportunity_id: fio.id,
    maturity_status: 'maturing',
    maturity_status_date: '2026-10-01',
    maturity_history: [
      {
        status: 'maturing',
        date: '2026-10-01',
        from: 'open',
        changed_by: host.user('superadmin@example.com').id,
        changed_at: '2026-10-01T09:00:00.000000Z',
      },
    ],
  })
})

describe('fund opportunity pages (axe)', () => {
  it('has none on the details and key information', async () => {
    await renderApp(`${BASE}/${fio.id}/details`)
    await screen.findByRole('progressbar', {}, { timeout: 15000 })
    expect(await axeFindings()).toEqual([])
    await userEvent.click(screen.getByRole('link', { name: 'Key information' }))
    await screen.findByRole('heading', { name: 'Maturity' })
    expect(await axeFindings()).toEqual([])
  })

  it('has none on the maturity statuses, with a row selected and the move dialog open', async () => {
    await renderApp(`${BASE}/${fio.id}/maturity-statuses`)
    await screen.findByRole('table', {}, { timeout: 15000 })
    expect(await axeFindings()).toEqual([])
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    await userEvent.click(screen.getByRole('button', { name: 'Move selected (1)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Move maturity status' })
    expect(within(dialog).getByRole('combobox', { name: /New status/ })).toBeInTheDocument()
    expect(await axeFindings()).toEqual([])
  })

  it('has none on the form', async () => {
    await renderApp(`${BASE}/new-opportunity`)
    await screen.findByRole(
      'heading',
      { level: 1, name: 'New fund opportunity' },
      { timeout: 15000 },
    )
    expect(await axeFindings()).toEqual([])
  })
})
