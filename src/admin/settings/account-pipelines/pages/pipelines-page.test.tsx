// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { investorPageHost } from '@/test/investor-page-host'
import { pipelinesOf, renderPipelines } from '../test/pipelines-host'

const host = investorPageHost('superadmin@example.com')
const URL = '/admin/settings/account/pipelines'

const table = () => screen.findByRole('table', { name: 'Pipelines' })

describe('the pipelines', () => {
  it('lists each pipeline with its stage and deal counts and a link to its stages', async () => {
    await renderPipelines(URL)
    const [first] = pipelinesOf(host)
    const db = host.api.host.db
    const row = within(await table())
      .getByRole('link', { name: String(first.name) })
      .closest('tr')!
    const stages = db.table('pipeline-stages').where((s) => s.pipeline_id === first.id).length
    const deals = db.table('pipeline-deals').where((d) => d.pipeline_id === first.id).length
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells.slice(1, 3)).toEqual([String(stages), String(deals)])
    expect(
      within(row).getByRole('link', { name: `Stages of ${String(first.name)}` }),
    ).toHaveAttribute('href', `${URL}/${first.id}/stages`)
  })

  it('creates a pipeline, keeping the name typed when it is taken', async () => {
    const user = userEvent.setup({ delay: null })
    await renderPipelines(URL)
    await table()
    const taken = String(pipelinesOf(host)[0].name)
    await user.click(screen.getAllByRole('button', { name: 'New pipeline' })[0])
    const dialog = await screen.findByRole('dialog', { name: 'New pipeline' })
    const field = within(dialog).getByLabelText(/Pipeline name/)
    await user.type(field, taken)
    await user.click(within(dialog).getByRole('button', { name: 'Create pipeline' }))
    await waitFor(() => expect(field).toHaveAccessibleDescription(/already been taken/))
    expect(field).toHaveValue(taken)

    await user.type(field, ' II')
    await user.click(within(dialog).getByRole('button', { name: 'Create pipeline' }))
    expect(await screen.findByText(`Pipeline ${taken} II created.`)).toBeInTheDocument()
    expect(
      await within(await table()).findByRole('link', { name: `${taken} II` }),
    ).toBeInTheDocument()
  })

  it('renames a pipeline', async () => {
    const user = userEvent.setup({ delay: null })
    await renderPipelines(URL)
    await table()
    const [first] = pipelinesOf(host)
    await user.click(screen.getByRole('button', { name: `Rename ${String(first.name)}` }))
    const field = within(await screen.findByRole('dialog')).getByLabelText(/Pipeline name/)
    await user.clear(field)
    await user.type(field, 'Venture')
    await user.keyboard('{Enter}')
    expect(await within(await table()).findByRole('link', { name: 'Venture' })).toBeInTheDocument()
  })

  it('shows why a pipeline holding deals is not deleted, and deletes an empty one', async () => {
    const user = userEvent.setup({ delay: null })
    const spare = await host.api.host.db.table('pipelines').insert({ name: 'Spare', order: 99 })
    await renderPipelines(URL)
    await table()
    const [first] = pipelinesOf(host)
    await user.click(screen.getByRole('button', { name: `Delete ${String(first.name)}` }))
    let dialog = await screen.findByRole('dialog', { name: `Delete ${String(first.name)}?` })
    await user.click(within(dialog).getByRole('button', { name: 'Delete pipeline' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /holds \d+ deals?: move them to another pipeline or delete them first/,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))

    await user.click(screen.getByRole('button', { name: 'Delete Spare' }))
    dialog = await screen.findByRole('dialog', { name: 'Delete Spare?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete pipeline' }))
    expect(await screen.findByText('Pipeline Spare deleted.')).toBeInTheDocument()
    expect(host.api.host.db.table('pipelines').find(spare.id)).toBeUndefined()
  })

  it('offers a first pipeline when there are none, and a retry when the list fails', async () => {
    const user = userEvent.setup({ delay: null })
    let fail = true
    host.use(
      mock.get('*/api/pipelines', () =>
        fail
          ? HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 })
          : HttpResponse.json({ data: [], current_page: 1, last_page: 1, per_page: 100, total: 0 }),
      ),
    )
    await renderPipelines(URL)
    const retry = await screen.findByRole('button', { name: /Try again|Retry/ })
    fail = false
    await user.click(retry)
    expect(await screen.findByText('No pipelines yet')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'New pipeline' })).toHaveLength(2)
  })
})
