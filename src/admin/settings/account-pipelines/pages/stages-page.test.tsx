// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { investorPageHost } from '@/test/investor-page-host'
import { dealsIn, pipelinesOf, renderPipelines, stagesOf } from '../test/pipelines-host'

const host = investorPageHost('superadmin@example.com')

const stagesUrl = (id: number) => `/admin/settings/account/pipelines/${id}/stages`
const stageNames = () =>
  within(screen.getByRole('list', { name: /^Stages of / }))
    .getAllByRole('listitem')
    .map((li) =>
      within(li)
        .getByRole('button', { name: /^Rename / })
        .getAttribute('aria-label')
        ?.replace(/^Rename /, ''),
    )

async function openStages() {
  const pipeline = pipelinesOf(host)[0]
  await renderPipelines(stagesUrl(pipeline.id))
  await screen.findByRole('list', { name: `Stages of ${String(pipeline.name)}` })
  return pipeline
}

describe('a pipeline’s stages', () => {
  it('lists the stages in order under the pipeline’s name', async () => {
    const pipeline = await openStages()
    expect(
      screen.getByRole('heading', { level: 1, name: `${String(pipeline.name)}: stages` }),
    ).toBeInTheDocument()
    expect(stageNames()).toEqual(stagesOf(host, pipeline.id).map((s) => s.name))
    expect(
      screen.getByRole('link', { name: `Open the ${String(pipeline.name)} deal board` }),
    ).toHaveAttribute('href', `/admin/investments/deals?pipeline=${pipeline.id}`)
  })

  it('adds a stage, keeping the name typed when the host refuses it', async () => {
    const user = userEvent.setup({ delay: null })
    const pipeline = await openStages()
    await user.click(screen.getByRole('button', { name: 'Add stage' }))
    const dialog = await screen.findByRole('dialog', { name: /^New stage of / })
    const field = within(dialog).getByLabelText(/Stage name/)
    await user.click(field)
    await user.paste('x'.repeat(256))
    await user.click(within(dialog).getByRole('button', { name: 'Add stage' }))
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/must not be greater than 255 characters/),
    )
    expect(field).toHaveValue('x'.repeat(256))

    await user.clear(field)
    await user.type(field, 'Term sheet')
    await user.click(within(dialog).getByRole('button', { name: 'Add stage' }))
    expect(await screen.findByText('Stage Term sheet added.')).toBeInTheDocument()
    await waitFor(() => expect(stageNames()).toContain('Term sheet'))
    expect(stagesOf(host, pipeline.id).at(-1)?.name).toBe('Term sheet')
  })

  it('renames a stage', async () => {
    const user = userEvent.setup({ delay: null })
    const pipeline = await openStages()
    const first = String(stagesOf(host, pipeline.id)[0].name)
    await user.click(screen.getByRole('button', { name: `Rename ${first}` }))
    const dialog = await screen.findByRole('dialog', { name: `Rename ${first}` })
    const field = within(dialog).getByLabelText(/Stage name/)
    await user.clear(field)
    await user.type(field, 'Sourcing')
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }))
    await waitFor(() => expect(stageNames()[0]).toBe('Sourcing'))
    expect(stagesOf(host, pipeline.id)[0].name).toBe('Sourcing')
  })

  it('moves a stage with the keyboard, announces it and keeps focus on it', async () => {
    const user = userEvent.setup({ delay: null })
    const pipeline = await openStages()
    const [a, b] = stagesOf(host, pipeline.id).map((s) => String(s.name))
    const handle = screen.getByRole('button', { name: new RegExp(`^Reorder ${b}, position 2`) })
    handle.focus()
    await user.keyboard('{ArrowUp}')
    expect(stageNames().slice(0, 2)).toEqual([b, a])
    expect(screen.getByRole('status')).toHaveTextContent(`${b} moved to position 1 of`)
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(new RegExp(`^Reorder ${b}, position 1`)),
    )
    await waitFor(() => expect(stagesOf(host, pipeline.id)[0].name).toBe(b))

    await user.click(screen.getByRole('button', { name: `Move ${b} down` }))
    expect(stageNames().slice(0, 2)).toEqual([a, b])
    expect(document.activeElement).toHaveAccessibleName(`Move ${b} down`)
    await waitFor(() => expect(stagesOf(host, pipeline.id)[1].name).toBe(b))
  })

  it('puts the order back with a toast when the host refuses it', async () => {
    const user = userEvent.setup({ delay: null })
    const pipeline = await openStages()
    const names = stagesOf(host, pipeline.id).map((s) => String(s.name))
    host.use(
      mock.post('*/api/pipeline-stages/reorder', () =>
        HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 }),
      ),
    )
    await user.click(screen.getByRole('button', { name: `Move ${names[1]} up` }))
    expect(
      await screen.findByText(/The new stage order was not saved: Service Unavailable/),
    ).toBeInTheDocument()
    await waitFor(() => expect(stageNames()).toEqual(names))
  })

  it('deletes a stage holding deals after asking where they go', async () => {
    const user = userEvent.setup({ delay: null })
    const pipeline = await openStages()
    const stages = stagesOf(host, pipeline.id)
    const full = stages.find((s) => dealsIn(host, s.id).length > 0)!
    const target = stages.find((s) => s.id !== full.id)!
    const held = dealsIn(host, full.id).map((d) => d.id)
    await user.click(screen.getByRole('button', { name: `Delete ${String(full.name)}` }))
    const dialog = await screen.findByRole('dialog', {
      name: `Delete the stage ${String(full.name)}?`,
    })
    const count = held.length === 1 ? '1 deal' : `${held.length} deals`
    const select = within(dialog).getByLabelText(new RegExp(`Move its ${count} to`))
    expect(within(select).queryByRole('option', { name: String(full.name) })).toBeNull()
    await user.selectOptions(select, String(target.id))
    await user.click(within(dialog).getByRole('button', { name: 'Move deals and delete' }))
    expect(
      await screen.findByText(
        `Stage ${String(full.name)} deleted; its deals moved to ${String(target.name)}.`,
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(stageNames()).not.toContain(full.name))
    for (const id of held) {
      expect(host.api.host.db.table('pipeline-deals').find(id)?.pipeline_stage_id).toBe(target.id)
    }
  })

  it('shows the host’s refusal on the select when no stage is chosen', async () => {
    const user = userEvent.setup({ delay: null })
    const pipeline = await openStages()
    const full = stagesOf(host, pipeline.id).find((s) => dealsIn(host, s.id).length > 0)!
    await user.click(screen.getByRole('button', { name: `Delete ${String(full.name)}` }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Move deals and delete' }))
    const select = within(dialog).getByLabelText(/^Move its/)
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription(/choose the stage to move them to/),
    )
    expect(host.api.host.db.table('pipeline-stages').find(full.id)).toBeDefined()
  })

  it('answers a pipeline that does not exist with the 404 page', async () => {
    await renderPipelines(stagesUrl(99999))
    expect(await screen.findByText('Page not found')).toBeInTheDocument()
  })

  it('offers to add the first stage of a pipeline without stages', async () => {
    const empty = await host.api.host.db.table('pipelines').insert({ name: 'Empty one', order: 9 })
    await renderPipelines(`/admin/settings/pipelines/${empty.id}/stages`)
    expect(await screen.findByText('No stages yet')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Add stage' })).toHaveLength(2)
  })
})
