// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { opportunityPath } from '@/lib/navigation'
import { renderApp } from '@/app/test/render-app'
import { axeFindings } from '@/test/axe'
import { pdfFile } from '@/test/files'
import { logInAs, mockSettings } from '@/test/investor-page-host'
import { T, taxReliefHost } from '../test/tax-relief-host'

const tax = taxReliefHost(renderApp)

describe('the tax relief tab', () => {
  it('is offered only while the tax flag is on', async () => {
    const opp = tax.opportunityOf(tax.authorisedIssue())
    const path = opportunityPath(opp.id, Number(opp.stage), 'details')
    const tabs = async () =>
      within(await screen.findByRole('navigation', { name: /sections$/ }, T))
        .getAllByRole('link')
        .map((a) => a.textContent)
    const on = await renderApp(path)
    expect(await tabs()).toContain('Tax relief')
    on.unmount()
    await mockSettings({ tax_enabled: 0 })
    await renderApp(path)
    expect(await tabs()).not.toContain('Tax relief')
  })

  it('lists each investor with their certificate and marks the outstanding ones', async () => {
    const issue = tax.authorisedIssue()
    await tax.openTab(issue)
    const card = await tax.cardOf(issue)
    const waiting = tax.investorsOf(issue).find((i) => !tax.certificateOf(i))!
    const row = within(card).getByText(tax.referenceOf(waiting)).closest('tr')!
    expect(within(row).getByText('None')).toBeVisible()
    expect(within(row).getByText('Outstanding')).toBeVisible()
    expect(within(card).getByText('Authorised')).toBeVisible()
  })

  it('edits a share issue through its dialog', async () => {
    const issue = tax.authorisedIssue()
    await tax.openTab(issue)
    const card = await tax.cardOf(issue)
    await userEvent.click(within(card).getByRole('button', { name: 'Edit share issue' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit share issue' })
    const reference = within(dialog).getByRole('textbox', { name: /Advance assurance reference/ })
    await userEvent.clear(reference)
    await userEvent.type(reference, 'AA-2026-0042')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save share issue' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(tax.table('share-issues').find(issue.id)!.advance_assurance_reference).toBe(
      'AA-2026-0042',
    )
    expect(await within(card).findByText(/AA-2026-0042/)).toBeVisible()
  })

  it('authorises a statement with the UIR, after the host’s 422 without it', async () => {
    const issue = tax.table('share-issues').first((s) => s.statement_status === 'submitted')!
    await tax.openTab(issue)
    const card = await tax.cardOf(issue)
    await userEvent.click(within(card).getByRole('button', { name: 'Edit share issue' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit share issue' })
    const status = within(dialog).getByRole('combobox', { name: /Compliance statement/ })
    await userEvent.selectOptions(status, 'Authorised by HMRC')
    await userEvent.type(within(dialog).getByLabelText(/^Authorised on/), '2026-11-02')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save share issue' }))

    const uir = within(dialog).getByRole('textbox', { name: /Unique investment reference/ })
    await waitFor(() => expect(uir).toHaveAttribute('aria-invalid', 'true'))
    expect(uir).toHaveAccessibleDescription(
      expect.stringContaining(
        'The unique investment reference field is required when statement status is authorised.',
      ),
    )
    expect(status).toHaveValue('authorised')
    expect(within(dialog).getByLabelText(/^Authorised on/)).toHaveValue('2026-11-02')
    expect(tax.table('share-issues').find(issue.id)!.statement_status).toBe('submitted')

    await userEvent.type(uir, 'UIR-7781')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save share issue' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(tax.table('share-issues').find(issue.id)).toMatchObject({
      statement_status: 'authorised',
      statement_authorised_at: '2026-11-02',
      unique_investment_reference: 'UIR-7781',
    })
  })

  it('marks an uploaded certificate issued, asking first', async () => {
    const issue = tax.authorisedIssue()
    const waiting = tax.investorsOf(issue).find((i) => !tax.certificateOf(i))!
    await tax.openTab(issue)
    let card = await tax.cardOf(issue)
    const row = within(card).getByText(tax.referenceOf(waiting)).closest('tr')!
    await userEvent.click(within(row).getByRole('button', { name: /^Upload certificate/ }))
    const upload = await screen.findByRole('dialog', { name: /certificate$/ })
    await userEvent.upload(
      within(upload).getByLabelText(/^Signed certificate/),
      pdfFile('signed.pdf'),
    )
    await userEvent.click(within(upload).getByRole('button', { name: 'Upload certificate' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await waitFor(() => expect(tax.certificateOf(waiting)).toMatchObject({ status: 'uploaded' }))
    card = await tax.cardOf(issue)
    const uploaded = () => within(card).getByText(tax.referenceOf(waiting)).closest('tr')!
    await waitFor(() => expect(within(uploaded()).getByText('Uploaded')).toBeVisible(), T)
    await userEvent.click(within(uploaded()).getByRole('button', { name: /^Mark issued: / }))
    const confirm = await screen.findByRole('dialog', { name: /^Issue / })
    expect(within(confirm).getByText(/cannot be withdrawn/)).toBeVisible()
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark issued' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(tax.certificateOf(waiting)).toMatchObject({ status: 'issued' })
  })

  it('marks every uploaded certificate of a share issue issued at once', async () => {
    const issue = tax
      .table('share-issues')
      .first((s) => tax.investorsOf(s).some((i) => tax.certificateOf(i)?.status === 'uploaded'))!
    const uploaded = tax
      .investorsOf(issue)
      .filter((i) => tax.certificateOf(i)?.status === 'uploaded')
    await tax.openTab(issue)
    const card = await tax.cardOf(issue)
    await userEvent.click(
      within(card).getByRole('button', {
        name: `Mark all uploaded as issued (${uploaded.length})`,
      }),
    )
    const confirm = await screen.findByRole('dialog', { name: /^Issue / })
    expect(within(confirm).queryAllByRole('listitem').length).toBe(
      uploaded.length > 1 ? uploaded.length : 0,
    )
    await userEvent.click(within(confirm).getByRole('button', { name: /^Mark (\d+ )?issued$/ }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    for (const i of uploaded) expect(tax.certificateOf(i)).toMatchObject({ status: 'issued' })
  })

  it('shows a role that may not update the opportunity the certificates and no controls', async () => {
    await logInAs('manager@example.com')
    const issue = tax.authorisedIssue()
    await tax.openTab(issue)
    const card = await tax.cardOf(issue)
    expect(within(card).getAllByText('Outstanding').length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Add share issue' })).toBeNull()
    expect(within(card).queryByRole('button')).toBeNull()
  })

  it('has no axe findings', async () => {
    const issue = tax.authorisedIssue()
    await tax.openTab(issue)
    const card = await tax.cardOf(issue)
    expect(await axeFindings()).toEqual([])
    // And the bulk upload's preview, a problem marked.
    await userEvent.click(within(card).getByRole('button', { name: 'Upload certificates' }))
    const dialog = await screen.findByRole('dialog', { name: /^Upload S?EIS3 certificates$/ })
    await userEvent.upload(within(dialog).getByLabelText(/^Certificates \(PDF\)/), [
      pdfFile('scan.pdf'),
    ])
    expect(await axeFindings()).toEqual([])
  })
})
