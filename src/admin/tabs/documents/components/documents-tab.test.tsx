// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost, logInAs, renderPage } from '@/test/investor-page-host'
import { ProfilePage } from '@/investor/profile'
import {
  addFolder,
  documentsOf,
  pdfFile,
  renderTab,
  rowOf,
  STAFF,
} from '../test/documents-tab-host'

const host = investorPageHost(STAFF)
const investor = () => ({ type: 'users' as const, id: host.user(INVESTOR).id })

async function openUpload() {
  const user = userEvent.setup({ delay: null })
  await user.click((await screen.findAllByRole('button', { name: 'Upload documents' }))[0])
  const dialog = await screen.findByRole('dialog', { name: 'Upload documents' })
  return { user, dialog }
}

describe('DocumentsTab', () => {
  it('lists the record’s documents with their visibility', async () => {
    const subject = investor()
    await renderTab(subject)
    const seeded = documentsOf(host, subject)
    expect(seeded.length).toBeGreaterThan(0)
    const first = seeded[0]
    const row = await rowOf(String(first.name))
    const visibility = within(row).getByLabelText(`Visibility of ${String(first.name)}`)
    expect(visibility).toHaveValue(String(first.visibility))
    expect(within(row).getByRole('button', { name: `Delete ${String(first.name)}` })).toBeVisible()
  })

  it('shows "No documents yet" with the upload action for a record without any', async () => {
    const contact = host.api.host.db
      .table('contacts')
      .first((c) => documentsOf(host, { type: 'contacts', id: c.id }).length === 0)!
    await renderTab({ type: 'contacts', id: contact.id })
    expect(await screen.findByText('No documents yet')).toBeVisible()
    const { dialog } = await openUpload()
    expect(within(dialog).getByLabelText(/^Files/)).toBeVisible()
  })

  it('uploads a private and a public PDF; only the public one reaches the investor’s portal', async () => {
    const subject = investor()
    const before = documentsOf(host, subject).length
    const view = await renderTab(subject)

    let { user, dialog } = await openUpload()
    await user.upload(within(dialog).getByLabelText(/^Files/), pdfFile('credit-check.pdf'))
    expect(within(dialog).getByLabelText('Name')).toHaveValue('credit-check')
    await user.clear(within(dialog).getByLabelText('Name'))
    await user.type(within(dialog).getByLabelText('Name'), 'Internal credit check')
    expect(within(dialog).getByRole('radio', { name: 'Private (Admin Portal only)' })).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(await screen.findByText('Document uploaded.')).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    ;({ user, dialog } = await openUpload())
    await user.upload(
      within(dialog).getByLabelText(/^Files/),
      pdfFile('statement.pdf', '%PDF-1.4 the quarterly statement'),
    )
    await user.clear(within(dialog).getByLabelText('Name'))
    await user.type(within(dialog).getByLabelText('Name'), 'Quarterly statement')
    await user.click(
      within(dialog).getByRole('radio', { name: 'Public (accessible in Client Portal)' }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const added = documentsOf(host, subject)
    expect(added).toHaveLength(before + 2)
    const pub = added.find((d) => d.name === 'Quarterly statement')!
    const priv = added.find((d) => d.name === 'Internal credit check')!
    expect(pub).toMatchObject({ visibility: 'public', file_name: 'statement.pdf' })
    expect(priv).toMatchObject({ visibility: 'private', file_name: 'credit-check.pdf' })
    const row = await rowOf('Quarterly statement')
    expect(within(row).getByLabelText('Visibility of Quarterly statement')).toHaveValue('public')
    view.unmount()

    await logInAs(INVESTOR)
    await renderPage({
      at: '/investor/profile/documents',
      routes: [{ path: '/investor/profile/:slug', element: <ProfilePage /> }],
    })
    const list = await screen.findByRole('region', { name: 'All your documents' })
    expect(within(list).getByRole('link', { name: 'Quarterly statement' })).toBeVisible()
    expect(within(list).queryByText('Internal credit check')).toBeNull()
  })

  it('says why an upload failed (422, 413), keeps what was chosen, and sends it again', async () => {
    const subject = investor()
    let answer: 'too-large-422' | 'too-large-413' | 'ok' = 'too-large-422'
    host.use(
      mswHttp.post('*/api/documents', () => {
        if (answer === 'too-large-422')
          return HttpResponse.json(
            {
              message: 'The file must not be greater than 20480 kilobytes.',
              errors: { file: ['The file must not be greater than 20480 kilobytes.'] },
            },
            { status: 422 },
          )
        if (answer === 'too-large-413')
          return new HttpResponse('<html><h1>413 Request Entity Too Large</h1></html>', {
            status: 413,
            headers: { 'Content-Type': 'text/html' },
          })
        return undefined
      }),
    )
    await renderTab(subject)
    const { user, dialog } = await openUpload()
    await user.upload(within(dialog).getByLabelText(/^Files/), pdfFile('huge-scan.pdf'))
    await user.type(within(dialog).getByLabelText('Name'), ' 2026')
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    const files = within(dialog).getByLabelText(/^Files/)
    await waitFor(() => expect(files).toHaveAccessibleDescription(/20480 kilobytes/))
    expect(files).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The file could not be uploaded.')
    expect(
      within(dialog).getByRole('progressbar', { name: 'Upload of huge-scan.pdf' }),
    ).toBeVisible()
    expect(within(dialog).getByLabelText('Name')).toHaveValue('huge-scan 2026')

    answer = 'too-large-413'
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    expect(await within(dialog).findByText(/too large for the server to accept/)).toBeVisible()

    answer = 'ok'
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(documentsOf(host, subject).find((d) => d.name === 'huge-scan 2026')).toMatchObject({
      file_name: 'huge-scan.pdf',
      visibility: 'private',
    })
  })

  it('uploads several files at once, each under its own name, into the folder shown', async () => {
    const subject = investor()
    const folder = await addFolder(host, subject, 'Tax')
    await renderTab(subject)
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: /^Tax/ }))
    expect(await screen.findByText('No documents in this folder')).toBeVisible()
    const { dialog } = await openUpload()
    expect(within(dialog).getByLabelText('Folder')).toHaveValue(String(folder.id))
    await user.upload(within(dialog).getByLabelText(/^Files/), [
      pdfFile('p60-2025.pdf'),
      pdfFile('p60-2026.pdf'),
    ])
    expect(within(dialog).queryByLabelText('Name')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Upload 2 files' }))
    expect(await screen.findByText('2 documents uploaded.')).toBeVisible()
    const table = await screen.findByRole('table', { name: 'Documents in Tax' })
    expect(within(table).getByRole('button', { name: 'p60-2025' })).toBeVisible()
    expect(within(table).getByRole('button', { name: 'p60-2026' })).toBeVisible()
    expect(
      documentsOf(host, subject).filter((d) => d.folder_structure_id === folder.id),
    ).toHaveLength(2)
  })
})
