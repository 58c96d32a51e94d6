// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CategorisationPanel } from '@/investor/appropriateness'
import { investorSettingsHost } from '@/admin/settings/test/settings-host'
import { mockSettings } from '@/test/investor-page-host'
import { CategoryPage } from './category-page'

const host = investorSettingsHost(CategoryPage, '/admin/settings/investor/category')
const HNW = 'High net worth investor'
type Row = { id: number; name: string; statements: string[] }
const hnw = () => host.api.host.db.table<Row>('categories').first((c) => c.name === HNW)!

describe('CategoryPage', () => {
  it('edits a category’s statements (an empty list refused); investors read the new text', async () => {
    await host.open()
    const list = await screen.findByRole('list', { name: 'Investor categories' })
    expect(within(list).getByRole('heading', { name: HNW })).toBeInTheDocument()
    const before = hnw().statements
    expect(screen.getByRole('list', { name: `Statements of ${HNW}` })).toHaveTextContent(before[0])

    await userEvent.click(screen.getByRole('button', { name: `Edit ${HNW}` }))
    const dialog = screen.getByRole('dialog', { name: `Edit ${HNW}` })
    const statements = within(dialog).getByRole('textbox', { name: /^Statements/ })
    await userEvent.clear(statements)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save category' }))
    expect(statements).toHaveAccessibleDescription(/at least one statement/)

    await userEvent.type(
      statements,
      'I earn at least £100,000 a year.{Enter}{Enter}I hold £250,000 in net assets.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save category' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText(`${HNW} saved.`, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(hnw().statements).toEqual([
      'I earn at least £100,000 a year.',
      'I hold £250,000 in net assets.',
    ])

    await host.openAsInvestor(CategorisationPanel, 'investor-type')
    await userEvent.click(await screen.findByRole('radio', { name: HNW }, { timeout: 5000 }))
    const group = screen.getByRole('group', { name: 'Tick the statements that apply to you' })
    expect(
      within(group).getByRole('checkbox', { name: 'I hold £250,000 in net assets.' }),
    ).toBeInTheDocument()
  })

  it('edits the categorisation questions in their own family, not the appropriateness test', async () => {
    await mockSettings({ risk_warning_enabled: 0 })
    type Q = { id: number; question: string; bank: number; is_active: number; order: number }
    const fca = () =>
      host.api.host.db
        .table<Q>('fca-compliance-questions')
        .where((q) => q.is_active === 1 && q.bank === 1)
    const compliance = host.api.host.db.table<Q>('compliance-questions').count()
    const before = fca()
    await host.open()
    const list = await screen.findByRole('list', { name: 'Categorisation questions' })
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(before.length)
    // The categorisation questionnaire's questions, in their order (not the appropriateness test's).
    const ordered = [...before].sort((a, b) => Number(a.order) - Number(b.order))
    expect(within(list).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
      ordered[0].question,
    )

    await userEvent.click(screen.getByRole('button', { name: 'Remove question 1' }))
    const confirm = screen.getByRole('dialog', { name: 'Remove this question?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove question' }))
    await waitFor(() => expect(fca()).toHaveLength(before.length - 1), { timeout: 5000 })
    expect(host.api.host.db.table<Q>('compliance-questions').count()).toBe(compliance)
  })
})
