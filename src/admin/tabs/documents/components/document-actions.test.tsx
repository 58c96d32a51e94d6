// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { axeFindings } from '@/test/axe'
import { addFolder, documentsOf, renderTab, rowOf, STAFF } from '../test/documents-tab-host'

const host = investorPageHost(STAFF)
const investor = () => ({ type: 'users' as const, id: host.user(INVESTOR).id })
const docWith = (visibility: 'public' | 'private') =>
  documentsOf(host, investor()).find(
    (d) => d.visibility === visibility && d.mime_type === 'application/pdf',
  )!
const row = (id: number) => host.api.host.db.table('documents').find(id)

afterEach(() => vi.restoreAllMocks())

describe('a document of the tab', () => {
  it('changes visibility in place and says what it means', async () => {
    const doc = docWith('private')
    const name = String(doc.name)
    await renderTab(investor())
    const select = within(await rowOf(name)).getByLabelText(`Visibility of ${name}`)
    // SPEC §4's words, exactly.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Public (accessible in Client Portal)', 'Private (Admin Portal only)'])
    await userEvent
      .setup({ delay: null })
      .selectOptions(select, 'Public (accessible in Client Portal)')
    expect(
      await screen.findByText(`“${name}” is now public: accessible in Client Portal.`),
    ).toBeVisible()
    expect(row(doc.id)?.visibility).toBe('public')
    await waitFor(() => expect(select).toHaveValue('public'))
  })

  it('renames a document (a 422 stays at the field) and moves it to a folder', async () => {
    const doc = docWith('public')
    const folder = await addFolder(host, investor(), 'Statements')
    await renderTab(investor())
    const user = userEvent.setup({ delay: null })
    await user.click(
      within(await rowOf(String(doc.name))).getByRole('button', {
        name: `Rename ${String(doc.name)}`,
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Rename document' })
    const field = within(dialog).getByLabelText(/^Name/)
    await user.clear(field)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    expect(field).toHaveAccessibleDescription(/name field is required/i)
    await user.type(field, 'Renamed statement')
    await user.selectOptions(within(dialog).getByLabelText('Folder'), 'Statements')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('“Renamed statement” was saved.')).toBeVisible()
    expect(row(doc.id)).toMatchObject({
      name: 'Renamed statement',
      folder_structure_id: folder.id,
    })
    expect(await rowOf('Renamed statement')).toHaveTextContent('Statements')
  })

  it('deletes a document after a confirmation naming it', async () => {
    const doc = docWith('private')
    const name = String(doc.name)
    await renderTab(investor())
    const user = userEvent.setup({ delay: null })
    await user.click(within(await rowOf(name)).getByRole('button', { name: `Delete ${name}` }))
    const dialog = await screen.findByRole('dialog', { name: `Delete “${name}”?` })
    expect(dialog).toHaveTextContent(String(doc.file_name))
    // The safe choice has the focus: Enter right away cancels.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Delete document' }))
    expect(await screen.findByText(`“${name}” was deleted.`)).toBeVisible()
    expect(row(doc.id)).toBeUndefined()
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryByRole('button', { name })).toBeNull(),
    )
  })

  it('opens a PDF in the viewer and downloads a file under its name', async () => {
    const doc = docWith('private')
    const name = String(doc.name)
    await renderTab(investor())
    const user = userEvent.setup({ delay: null })
    await user.click(within(await rowOf(name)).getByRole('button', { name }))
    const dialog = await screen.findByRole('dialog', { name })
    expect(await within(dialog).findByTitle(`${name} (PDF)`)).toBeVisible()
    const download = await within(dialog).findByRole('link', { name: 'Download' })
    expect(download).toHaveAttribute('download', String(doc.file_name))
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))

    const clicked: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download)
    })
    await user.click(within(await rowOf(name)).getByRole('button', { name: `Download ${name}` }))
    await waitFor(() => expect(clicked).toEqual([String(doc.file_name)]))
  })

  it('shows an error with a retry when the list cannot be loaded', async () => {
    let fail = true
    host.use(
      mswHttp.get('*/api/documents', () =>
        fail ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : undefined,
      ),
    )
    await renderTab(investor())
    expect(await screen.findByText('The documents could not be loaded')).toBeVisible()
    fail = false
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: /Try again|Retry/ }))
    expect(await screen.findByRole('table', { name: 'All documents' })).toBeVisible()
  })
})

describe('the folders of the tab', () => {
  it('creates, renames and deletes an empty folder; a folder with documents cannot be', async () => {
    await renderTab(investor())
    const user = userEvent.setup({ delay: null })
    const folders = await screen.findByRole('navigation', { name: 'Folders' })
    expect(await within(folders).findByRole('button', { name: 'All documents' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await user.click(screen.getByRole('button', { name: 'New folder' }))
    let dialog = await screen.findByRole('dialog', { name: 'New folder' })
    await user.type(within(dialog).getByLabelText(/^Folder name/), 'Contracts')
    await user.click(within(dialog).getByRole('button', { name: 'Create folder' }))
    const contracts = await within(folders).findByRole('button', { name: /^Contracts/ })
    expect(contracts).toHaveAccessibleName('Contracts (0 documents)')

    await user.click(contracts)
    expect(await screen.findByRole('heading', { name: 'Contracts' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Rename folder' }))
    dialog = await screen.findByRole('dialog', { name: 'Rename folder' })
    await user.clear(within(dialog).getByLabelText(/^Folder name/))
    await user.type(within(dialog).getByLabelText(/^Folder name/), 'Signed contracts')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('heading', { name: 'Signed contracts' })).toBeVisible()

    await user.click(screen.getByRole('button', { name: 'Delete folder' }))
    dialog = await screen.findByRole('dialog', { name: 'Delete the folder “Signed contracts”?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete folder' }))
    expect(await screen.findByText('The folder “Signed contracts” was deleted.')).toBeVisible()
    expect(within(folders).queryByRole('button', { name: /Signed contracts/ })).toBeNull()
    expect(screen.getByRole('heading', { name: 'All documents' })).toBeVisible()
    expect(
      host.api.host.db.table('folder-structures').first((f) => f.name === 'Signed contracts'),
    ).toBeUndefined()
  })

  it('keeps a folder holding documents', async () => {
    const doc = docWith('public')
    const folder = await addFolder(host, investor(), 'Kept')
    await host.api.host.db.table('documents').update(doc.id, { folder_structure_id: folder.id })
    await renderTab(investor())
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Kept (1 document)' }))
    expect(await screen.findByRole('button', { name: 'Delete folder' })).toBeDisabled()
    expect(screen.getByText('Only an empty folder can be deleted.')).toBeVisible()
    expect(await screen.findByRole('table', { name: 'Documents in Kept' })).toBeVisible()
  })
})

describe('accessibility of the documents tab (axe)', () => {
  it('has no serious violation, with the list and with the upload dialog open', async () => {
    await renderTab(investor())
    await screen.findByRole('table')
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Upload documents' }))
    await screen.findByRole('dialog', { name: 'Upload documents' })
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })
})
