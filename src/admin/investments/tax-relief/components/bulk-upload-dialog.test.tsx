// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/app/test/render-app'
import { pdfFile } from '@/test/files'
import { taxReliefHost, type Row } from '../test/tax-relief-host'

const { table, investorsOf, certificateOf, referenceOf, authorisedIssue, openTab, cardOf } =
  taxReliefHost(renderApp)

/** The bulk upload of the seed's authorised share issue, with a file for each of two waiting investors. */
async function openBulk(extra: File[] = []) {
  const issue = authorisedIssue()
  const [first, second] = investorsOf(issue).filter((i) => !certificateOf(i)) as [Row, Row]
  await openTab(issue)
  const card = await cardOf(issue)
  await userEvent.click(within(card).getByRole('button', { name: 'Upload certificates' }))
  const dialog = await screen.findByRole('dialog', { name: /^Upload S?EIS3 certificates$/ })
  const files = [
    pdfFile(`EIS3 ${referenceOf(first).toLowerCase()}.pdf`),
    pdfFile(`${referenceOf(second)} signed.pdf`),
    ...extra,
  ]
  await userEvent.upload(within(dialog).getByLabelText(/^Certificates \(PDF\)/), files)
  const preview = within(dialog).getByRole('table', { name: 'Files and the investors they match' })
  const rowOf = (name: string) => within(preview).getByText(name).closest('tr')!
  return { issue, first, second, dialog, files, rowOf }
}

describe('the bulk certificate upload', () => {
  it('previews a bulk upload, marks the file that matches nobody and saves only the matched', async () => {
    const { issue, first, second, dialog, files, rowOf } = await openBulk([
      pdfFile('scan 0001.pdf'),
    ])
    expect(within(rowOf('scan 0001.pdf')).getByText(/No investor reference/)).toBeVisible()
    expect(within(rowOf(files[0].name)).getByText('Matched')).toBeVisible()
    expect(within(dialog).getByText(/2 of 3 files match an investor/)).toBeVisible()
    expect(table('tax-certificates').where((c) => c.share_issue_id === issue.id).length).toBe(
      investorsOf(issue).filter((i) => certificateOf(i)).length,
    )

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save 2 certificates' }))
    await waitFor(() => expect(within(rowOf(files[1].name)).getByText('Saved')).toBeVisible())
    expect(within(rowOf(files[0].name)).getByText('Saved')).toBeVisible()
    expect(within(rowOf('scan 0001.pdf')).getByText('Not saved')).toBeVisible()
    expect(certificateOf(first)).toMatchObject({ status: 'uploaded' })
    expect(certificateOf(second)).toMatchObject({ status: 'uploaded' })
  })

  it('shows the host’s refusal on its file, keeps the files and offers that one again', async () => {
    const { first, second, dialog, files, rowOf } = await openBulk()
    // Between the preview and the save, the second investment stops being paid.
    await table('investments').update(second.id, { status: 'reserved' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save 2 certificates' }))
    expect(
      await within(rowOf(files[1].name)).findByText(
        'A certificate needs an investment under EIS or SEIS relief that is paid or completed.',
      ),
    ).toBeVisible()
    expect(within(rowOf(files[0].name)).getByText('Saved')).toBeVisible()
    expect(within(dialog).getByText(/1 file refused/)).toBeVisible()
    expect(certificateOf(first)).toMatchObject({ status: 'uploaded' })
    expect(certificateOf(second)).toBeUndefined()

    await table('investments').update(second.id, { status: 'paid' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save 1 certificate' }))
    await waitFor(() => expect(within(rowOf(files[1].name)).getByText('Saved')).toBeVisible())
    expect(certificateOf(second)).toMatchObject({ status: 'uploaded' })
  })
})
