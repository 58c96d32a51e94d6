// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { investorPageHost, logInAs } from '@/test/investor-page-host'
import { renderApp } from '@/app/test/render-app'
import { updateAudience } from '@mocks/resources/reports'

vi.mock('react-quill-new', async () => ({ default: (await import('./fake-quill')).FakeQuill }))

const host = investorPageHost('superadmin@example.com')
type Row = Record<string, unknown> & { id: number }
const reports = () => host.api.host.db.table<Row>('reports')
const firstUpdate = (status: string) =>
  reports().first(
    (r) => r.type === 'update' && r.status === status && !!r.investment_opportunity_id,
  )!
const editor = () => screen.getByRole('textbox', { name: 'Editor' })
/** The editor loads lazily (its own chunk), after the page around it. */
const findEditor = () => screen.findByRole('textbox', { name: 'Editor' }, { timeout: 15000 })
const findTitle = () => screen.findByRole('textbox', { name: /Title/ }, { timeout: 15000 })

describe('update report addresses', () => {
  it('opens a draft in its editor and a live one in its details, whichever address is used', async () => {
    const draft = firstUpdate('draft')
    const { router } = await renderApp(`/admin/reports/updates/${draft.id}/details`)
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/reports/updates/${draft.id}/edit-update`),
    )
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeInTheDocument()

    const live = firstUpdate('live')
    await router.navigate(`/admin/reports/updates/${live.id}/edit-update`)
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/reports/updates/${live.id}/details`),
    )
    expect(
      await screen.findByRole('heading', { level: 1, name: String(live.title) }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'About this update' })).toBeInTheDocument()
    // Live updates are read, not edited, here.
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
  })

  it('creates a draft at /admin/reports/new-update and lands in its editor', async () => {
    const { router } = await renderApp('/admin/reports/new-update')
    await userEvent.type(await findTitle(), 'Spring news')
    await userEvent.type(await findEditor(), '<p>Hello</p>')
    await userEvent.click(screen.getByRole('button', { name: 'Create update' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/edit-update$/))
    const row = reports().first((r) => r.title === 'Spring news')!
    expect(row).toMatchObject({ type: 'update', status: 'draft', body: '<p>Hello</p>' })
    expect(router.state.location.pathname).toBe(`/admin/reports/updates/${row.id}/edit-update`)
  })
})

describe('the draft editor', () => {
  it('offers the AI rewrite to accept or discard, then publishes the update', async () => {
    const draft = firstUpdate('draft')
    const { router } = await renderApp(`/admin/reports/updates/${draft.id}/edit-update`)
    await userEvent.clear(await findEditor())
    await userEvent.type(editor(), '<p>we are very happy to share a lot of news.</p>')

    await userEvent.click(screen.getByRole('button', { name: 'AI rewrite' }))
    const preview = await screen.findByRole('region', { name: 'AI rewrite suggestion' })
    expect(preview).toHaveTextContent('We are happy to share many news.')
    await userEvent.click(within(preview).getByRole('button', { name: 'Discard' }))
    expect(editor()).toHaveValue('<p>we are very happy to share a lot of news.</p>')

    await userEvent.click(screen.getByRole('button', { name: 'AI rewrite' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(editor()).toHaveValue('<p>We are happy to share many news.</p>')

    const audience = updateAudience(host.api.host.db, draft).size
    expect(audience).toBeGreaterThan(1)
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    const ask = await screen.findByRole('dialog', {
      name: `Publish “${String(draft.title)}” and notify ${audience} investors?`,
    })
    await userEvent.click(
      within(ask).getByRole('button', { name: `Publish and notify ${audience} investors` }),
    )
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/reports/updates/${draft.id}/details`),
    )
    expect(
      await screen.findByText(
        `${String(draft.title)} is live: ${audience} investors have been told`,
      ),
    ).toBeInTheDocument()
    expect(reports().find(draft.id)).toMatchObject({
      status: 'live',
      body: '<p>We are happy to share many news.</p>',
    })
    expect(
      await screen.findByText('We are happy to share many news.', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(reports().find(draft.id)?.published_at).toBeTruthy()
  })

  it('asks before publishing, naming how many investors the audience on the form reaches', async () => {
    const draft = firstUpdate('draft')
    const investors = host.api.host.db.table('users').where((u) => u.role_id === 5).length
    const notifications = host.api.host.db.table('notifications').all().length
    await renderApp(`/admin/reports/updates/${draft.id}/edit-update`)
    await findEditor()
    // Changed to every investor on the form, not yet saved: the count follows the form.
    await userEvent.click(screen.getByRole('radio', { name: 'All investors' }))
    const publish = screen.getByRole('button', { name: 'Publish' })
    await userEvent.click(publish)
    const ask = await screen.findByRole('dialog', {
      name: `Publish “${String(draft.title)}” and notify ${investors.toLocaleString('en-GB')} investors?`,
    })
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await userEvent.click(publish)
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: /^Publish/ })).getByRole('button', {
        name: 'Cancel',
      }),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // Nothing was sent: still a draft, and nobody told.
    expect(reports().find(draft.id)).toMatchObject({ status: 'draft', is_public: draft.is_public })
    expect(host.api.host.db.table('notifications').all().length).toBe(notifications)
  })

  it('saves a draft without publishing it', async () => {
    const draft = firstUpdate('draft')
    await renderApp(`/admin/reports/updates/${draft.id}/edit-update`)
    const title = await findTitle()
    await userEvent.clear(title)
    await userEvent.type(title, 'Draft, renamed')
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    expect(await screen.findByText('Draft saved')).toBeInTheDocument()
    expect(reports().find(draft.id)).toMatchObject({ title: 'Draft, renamed', status: 'draft' })
  })
})

describe('WIP reports', () => {
  it('are created by the investment committee and shown with their inputs', async () => {
    await logInAs('committee@example.com')
    const { router } = await renderApp('/admin/reports/wip')
    await userEvent.click(await screen.findByRole('link', { name: 'New WIP report' }))
    await userEvent.type(await findTitle(), 'Pipeline, May')
    await userEvent.type(await findEditor(), '<p>Three deals in diligence.</p>')
    await userEvent.click(screen.getByRole('button', { name: 'Create WIP report' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/wip\/\d+\/details$/))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pipeline, May' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('Three deals in diligence.')).toBeInTheDocument()
    expect(screen.getByText('No inputs yet')).toBeInTheDocument()
    expect(reports().first((r) => r.title === 'Pipeline, May')).toMatchObject({ type: 'wip' })
  })

  it('are not offered to create for a fund manager (index and show only)', async () => {
    await logInAs('fundmanager@example.com')
    await renderApp('/admin/reports/wip')
    expect(await screen.findByRole('heading', { level: 1, name: /WIP/ })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'New WIP report' })).toBeNull()
  })
})
