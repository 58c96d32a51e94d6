// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mock } from 'msw'
import { describe, expect, it } from 'vitest'
import { investorPageHost, logInAs } from '@/test/investor-page-host'
import { renderApp, watchRequests } from '@/app/test/render-app'
import { chooseSourceOfWealth, field, typeInvestor } from './new-investor-form'

const host = investorPageHost('superadmin@example.com')
const users = () => host.api.host.db.table<Record<string, unknown> & { id: number }>('users')

const TABS = [
  ['Details', 'details'],
  ['Transactions', 'transactions'],
  ['Documents', 'documents'],
  ['Notes, calls and tasks', 'notes-calls-tasks'],
  ['Category', 'category'],
  ['Registration form', 'registration-form'],
  ['Onboarding Documents', 'investment-documents'],
  ['Fact find', 'fact-find'],
  ['Risk profile', 'risk-profile'],
  ['Investor consent', 'investor-consent'],
  ['Compliance evidence', 'compliance-evidence'],
] as const

const sections = () => screen.findByRole('navigation', { name: 'Investor sections' })
/** The one section link marked as the current page. */
const current = () => {
  const nav = screen.getByRole('navigation', { name: 'Investor sections' })
  const marked = within(nav)
    .getAllByRole('link')
    .filter((l) => l.getAttribute('aria-current') === 'page')
  expect(marked).toHaveLength(1)
  return marked[0]!
}

describe('investor record page', () => {
  it('moves between investors: the next one after its loading state, one already read at once', async () => {
    const { router } = await renderApp('/admin/investors/4/details')
    await screen.findByRole('heading', { level: 1, name: 'James Whitaker' })
    const next = host.user('newinvestor@example.com')
    const nextName = `${String(next.name)} ${String(next.surname)}`
    // The main headings drawn, and whether a loading state was, since the last navigation.
    let seen: string[] = []
    let loading = false
    const watch = new MutationObserver(() => {
      loading ||= document.body.textContent?.includes('Loading investor…') ?? false
      const h1 = document.querySelector('h1')?.textContent
      if (loading && h1 && seen.at(-1) !== h1) seen.push(h1)
    })
    watch.observe(document.body, { childList: true, subtree: true, characterData: true })

    await router.navigate(`/admin/investors/${next.id}/details`)
    expect(await screen.findByRole('heading', { level: 1, name: nextName })).toBeInTheDocument()
    expect(seen).toEqual([nextName])

    // Read already: drawn at once, with no loading state in between.
    seen = []
    loading = false
    await router.navigate('/admin/investors/4/details')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'James Whitaker' }),
    ).toBeInTheDocument()
    expect(loading).toBe(false)
    watch.disconnect()
  })

  it("opens on its details, with the investor's name and every section as a link", async () => {
    await renderApp('/admin/investors/4/details')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'James Whitaker' }),
    ).toBeInTheDocument()
    const links = within(await sections()).getAllByRole('link')
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual(
      TABS.map(([label, segment]) => [label, `/admin/investors/4/${segment}`]),
    )
    expect(within(await sections()).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.queryByRole('tab')).toBeNull()
    // The details tab reads the record.
    expect(screen.getByRole('heading', { name: 'Personal details' })).toBeInTheDocument()
    expect(screen.getAllByText('investor@example.com').length).toBeGreaterThan(0)
    expect(screen.getByRole('link', { name: 'Back to Investors' })).toHaveAttribute(
      'href',
      '/admin/investors',
    )
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/investors/4/edit',
    )
  })

  it('moves between sections by their links, the address following', async () => {
    const { router } = await renderApp('/admin/investors/4/details')
    await userEvent.click(within(await sections()).getByRole('link', { name: 'Documents' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/investors/4/documents'))
    await waitFor(() => expect(current()).toHaveTextContent(/^Documents$/))
    expect(screen.queryByRole('heading', { name: 'Personal details' })).toBeNull()
    await userEvent.click(within(await sections()).getByRole('link', { name: 'Details' }))
    await waitFor(() => expect(current()).toHaveTextContent(/^Details$/))
    expect(router.state.location.pathname).toBe('/admin/investors/4/details')
    expect(await screen.findByRole('heading', { name: 'Personal details' })).toBeInTheDocument()
  })

  it('sends the reading of a tab "under" details to the tab itself', async () => {
    const { router } = await renderApp('/admin/investors/4/details/documents')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/investors/4/documents'))
    await waitFor(() => expect(current()).toHaveTextContent(/^Documents$/))
  })

  it('opens /admin/investors/4 on its first section', async () => {
    const { router } = await renderApp('/admin/investors/4')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/investors/4/details'))
    await waitFor(() => expect(current()).toHaveTextContent(/^Details$/))
  })

  it.each([
    ['a staff account (a users row, but no investor)', 1],
    ['an id the host does not know', 99999],
  ])('says "Investor not found" for %s', async (_what, id) => {
    await renderApp(`/admin/investors/${id}/details`)
    expect(await screen.findByText('Investor not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Investors' })).toHaveAttribute(
      'href',
      '/admin/investors',
    )
    // Nothing of the record is shown: no name, no sections, no actions.
    expect(screen.queryByRole('heading', { name: 'Alex Morgan' })).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Investor sections' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull()
    expect(screen.queryByRole('group', { name: 'Investor status and actions' })).toBeNull()
  })
  it('says "Investor not found" on the edit page of a staff account, with no form', async () => {
    await renderApp('/admin/investors/1/edit')
    expect(await screen.findByText('Investor not found')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull()
  })
})

describe('new investor form', () => {
  it('reads no record: there is none yet (no GET /api/users/ with an empty id)', async () => {
    const reads: string[] = []
    host.use(
      mock.get(/\/api\/users\/(\?.*)?$/, ({ request }) => {
        reads.push(new URL(request.url).pathname)
      }),
    )
    await renderApp('/admin/investors/new-investor')
    await screen.findByRole('heading', { level: 1, name: 'New investor' })
    await userEvent.type(field('First name'), 'J')
    expect(reads).toEqual([])
  })

  it('checks the required fields itself: Laravel messages, focus on the first, no request', async () => {
    const sent = watchRequests(host, 'post', '/api/auth/manual-register')
    const count = users().all().length
    const { router } = await renderApp('/admin/investors/new-investor')
    expect(await screen.findByRole('heading', { level: 1, name: 'New investor' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Create investor' }))

    const summary = await screen.findByRole('alert')
    expect(summary).toHaveTextContent('The first name field is required.')
    expect(summary).toHaveTextContent('The surname field is required.')
    expect(summary).toHaveTextContent('The email field is required.')
    expect(field('First name')).toHaveAccessibleDescription('The first name field is required.')
    expect(field('Surname')).toHaveAccessibleDescription('The surname field is required.')
    expect(field('Email')).toHaveAccessibleDescription('The email field is required.')
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Phone')).not.toHaveAttribute('aria-invalid')
    await waitFor(() => expect(field('First name')).toHaveFocus())

    expect(sent).toEqual([])
    expect(users().all()).toHaveLength(count)
    expect(router.state.location.pathname).toBe('/admin/investors/new-investor')

    // Typing into a field clears its message.
    await userEvent.type(field('First name'), 'Jane')
    expect(field('First name')).not.toHaveAttribute('aria-invalid')
    expect(field('Surname')).toHaveAttribute('aria-invalid', 'true')
  })

  it("puts the host's 422 on the Email field, keeping everything typed", async () => {
    const sent = watchRequests(host, 'post', '/api/auth/manual-register')
    const { router } = await renderApp('/admin/investors/new-investor')
    await screen.findByRole('heading', { level: 1, name: 'New investor' })
    await typeInvestor('Jane', 'Doe', 'investor@example.com')
    await userEvent.type(field('Phone'), '07700 900123')
    await chooseSourceOfWealth()
    await userEvent.click(screen.getByRole('button', { name: 'Create investor' }))

    await waitFor(() => expect(field('Email')).toHaveAttribute('aria-invalid', 'true'))
    expect(sent).toHaveLength(1)
    expect(field('Email')).toHaveAccessibleDescription('The email has already been taken.')
    expect(screen.getByRole('alert')).toHaveTextContent('The email has already been taken.')
    expect(field('First name')).toHaveValue('Jane')
    expect(field('Surname')).toHaveValue('Doe')
    expect(field('Email')).toHaveValue('investor@example.com')
    expect(field('Phone')).toHaveValue('07700 900123')
    expect(field('First name')).not.toHaveAttribute('aria-invalid')
    expect(router.state.location.pathname).toBe('/admin/investors/new-investor')
    expect(
      users()
        .all()
        .filter((u) => u.email === 'investor@example.com'),
    ).toHaveLength(1)
  })

  it("creates the investor with a toast and opens the new investor's details", async () => {
    const { router } = await renderApp('/admin/investors/new-investor')
    await screen.findByRole('heading', { level: 1, name: 'New investor' })
    await typeInvestor('Jane', 'Doe', 'jane.doe@example.com')
    await userEvent.type(field('Town or city'), 'Leeds')
    // The owner: a staff member found by name (the relation picker searches the host).
    await userEvent.type(screen.getByRole('combobox', { name: 'Owner' }), 'Daniel')
    await userEvent.click(await screen.findByRole('option', { name: 'Daniel Reid' }))
    const leadStatus = screen.getByRole('combobox', { name: 'Lead status' })
    await waitFor(() => expect(within(leadStatus).getAllByRole('option').length).toBeGreaterThan(1))
    await userEvent.selectOptions(leadStatus, 'Qualified')
    await chooseSourceOfWealth()
    await userEvent.click(screen.getByRole('button', { name: 'Create investor' }))

    expect(await screen.findByText('Investor Jane Doe created')).toBeInTheDocument()
    const created = users().first((u) => u.email === 'jane.doe@example.com')!
    expect(created).toBeDefined()
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/investors/${created.id}/details`),
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Jane Doe' })).toBeInTheDocument()
    // The body as the host reads it: ids as numbers, empty text as null.
    const qualified = host.api.host.db
      .table<{ id: number; name: string }>('lead-statuses')
      .first((s) => s.name === 'Qualified')!
    expect(created).toMatchObject({
      name: 'Jane',
      surname: 'Doe',
      role_id: 5,
      city: 'Leeds',
      owner_id: host.user('manager@example.com').id,
      lead_status_id: qualified.id,
      phone: null,
      postcode: null,
    })
  })

  it('warns before leaving with unsaved changes', async () => {
    const { router } = await renderApp('/admin/investors/new-investor')
    await screen.findByRole('heading', { level: 1, name: 'New investor' })
    await userEvent.type(field('First name'), 'Jane')
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.pathname).toBe('/admin/investors/new-investor')
    expect(field('First name')).toHaveValue('Jane')

    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }))
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave without saving' },
      ),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/investors'))
  })

  it('leaves an untouched form without asking', async () => {
    const { router } = await renderApp('/admin/investors/new-investor')
    await screen.findByRole('heading', { level: 1, name: 'New investor' })
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/investors'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('edit investor', () => {
  it("starts from the record and saves the change, back on the investor's page", async () => {
    const { router } = await renderApp('/admin/investors/4/edit')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit James Whitaker' }),
    ).toBeInTheDocument()
    expect(field('First name')).toHaveValue('James')
    expect(field('Email')).toHaveValue('investor@example.com')
    // The owner chosen on the record shows by name.
    expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveValue('Daniel Reid')
    await userEvent.clear(field('Town or city'))
    await userEvent.type(field('Town or city'), 'York')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Changes to James Whitaker saved')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/investors/4/details'))
    expect(users().find(4)).toMatchObject({ city: 'York', owner_id: 10 })
  })
})

describe('deleting an investor', () => {
  it("shows the host's 409 in the dialog when the investor has investments", async () => {
    const held = host.api.host.db.table('investments').where((i) => i.user_id === 4).length
    expect(held).toBeGreaterThan(0)
    const { router } = await renderApp('/admin/investors/4/details')
    await screen.findByRole('heading', { level: 1, name: 'James Whitaker' })
    expect(screen.queryByRole('button', { name: 'Delete permanently' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete James Whitaker?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete investor' }))
    expect(
      await within(dialog).findByText(
        `James Whitaker has ${held} investment${held === 1 ? '' : 's'} and cannot be deleted. Close or move them first.`,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Delete James Whitaker?' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/investors/4/details')
    expect(users().find(4)).toBeDefined()
  })

  it('deletes an investor without investments, with a toast, back to the list', async () => {
    const id = host.user('newinvestor@example.com').id
    host.api.host.db
      .table('investments')
      .where((i) => i.user_id === id)
      .forEach((i) => host.api.host.db.table('investments').delete(i.id as number))
    const { router } = await renderApp(`/admin/investors/${id}/details`)
    await screen.findByRole('heading', { level: 1, name: 'Emily Carter' })
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Emily Carter?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete investor' }))
    expect(await screen.findByText('Investor Emily Carter deleted')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/investors'))
    expect(users().find(id)).toBeFalsy()
  })

  it('offers Support "Delete permanently", which asks for the name and removes the investments too', async () => {
    await logInAs('support@example.com')
    const sent = watchRequests(host, 'delete', '/api/users/4')
    const { router } = await renderApp('/admin/investors/4/details')
    await screen.findByRole('heading', { level: 1, name: 'James Whitaker' })
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Delete permanently' }))
    const dialog = await screen.findByRole('dialog', { name: 'Permanently delete James Whitaker?' })
    const confirm = within(dialog).getByRole('button', { name: 'Delete permanently' })
    expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(confirm)
    expect(sent).toEqual([])
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Type James Whitaker to confirm' }),
      'James Whitaker',
    )
    expect(confirm).not.toHaveAttribute('aria-disabled')
    await userEvent.click(confirm)
    expect(await screen.findByText('Investor James Whitaker deleted')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/investors'))
    expect(sent).toEqual(['DELETE /api/users/4?force=1'])
    expect(users().find(4)).toBeFalsy()
    expect(host.api.host.db.table('investments').where((i) => i.user_id === 4)).toHaveLength(0)
  })
})
