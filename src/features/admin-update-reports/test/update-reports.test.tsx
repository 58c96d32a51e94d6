// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { investorPageHost, logInAs } from '../../../test/investor-page-host'
import { renderApp } from '@/app/test/render-app'

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

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/reports/updates/${draft.id}/details`),
    )
    expect(reports().find(draft.id)).toMatchObject({
      status: 'live',
      body: '<p>We are happy to share many news.</p>',
    })
    expect(
      await screen.findByText('We are happy to share many news.', {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(reports().find(draft.id)?.published_at).toBeTruthy()
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
