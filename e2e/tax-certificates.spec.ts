import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, test } from './support/journey'
import { pageApi } from './support/page-api'
import { signedInAs, switchUser } from './support/session'

/** Heronquantum (live, EIS): its share issue is allotted but its statement not yet submitted. */
const OPPORTUNITY = 33
const SHARE_ISSUE = 7
const DEMO = 'investor@example.com'
const DEMO_NAME = 'James Whitaker'
const UIR = 'EIS/2026/000033'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')
/** A reference no investor in the share issue has: the preview must hold its file back. */
const STRAY = 'EIS3-INV-999999.pdf'

interface Holder {
  user?: { investor_reference?: string | null }
}

const isoDaysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

/** The tax page's EIS card for the current year, and Heronquantum's subscription in it. */
const taxPage = (page: Page, company: string) => ({
  summary: page.getByRole('region', { name: /^EIS \d{4}–\d{2}$/ }),
  claimed: page
    .getByRole('region', { name: /^Subscriptions claimed in/ })
    .getByRole('article', { name: company }),
})

/**
 * Tax certificates (issue 29): staff record HMRC's authorisation of Heronquantum's compliance
 * statement and upload its investors' EIS3s at once, matched by the investor reference in each
 * file name, a file matching nobody said before anything is saved; they issue the demo
 * investor's. The investor is told, finds the certificate's viewer link on the holding and the
 * tax year's subscription authorised with it (the year's summary counting one more certificate
 * received), and downloads the year's pack with that row.
 */
test('staff authorise a statement and bulk-upload certificates; the investor gets theirs', async ({
  page,
}) => {
  // Two portals and three sign-ins in one visit, each loading its own chunks.
  test.setTimeout(150_000)
  await signedInAs(page, DEMO)
  const api = pageApi(page)
  // On in the seed: left as the journey found it.
  const settings = await api.get<{ data: { tax_enabled: unknown } }>('/api/branding/1')
  const wasOn = settings.body.data.tax_enabled ? 1 : 0
  const flag = (on: 0 | 1) => api.post('/__mock/settings', { tax_enabled: on })
  expect((await flag(1)).status).toBe(200)
  const opp = await api.get<{ data: { company_name?: string | null; name: string } }>(
    `/api/investment-opportunities/${OPPORTUNITY}`,
  )
  const company = opp.body.data.company_name || opp.body.data.name
  try {
    const before =
      await test.step('the investor’s tax year before: statement not submitted', async () => {
        await page.goto('/investor/portfolio/tax')
        const { summary, claimed } = taxPage(page, company)
        await expect(claimed).toContainText('Compliance statement not yet submitted', {
          timeout: 45_000,
        })
        await expect(claimed).toContainText('Not yet issued')
        const certificates = summary.getByText('EIS3 certificates', { exact: true })
        return (await certificates.locator('xpath=following-sibling::dd').innerText()).trim()
      })

    await test.step('staff record the authorised statement with its UIR', async () => {
      await switchUser(page, 'superadmin@example.com')
      await page.goto(`/admin/investments/opportunities/${OPPORTUNITY}/tax-relief`)
      const issue = page.getByRole('region', { name: /^EIS share issue/ })
      await expect(issue).toContainText('Not submitted', { timeout: 45_000 })
      await issue.getByRole('button', { name: 'Edit share issue' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit share issue' })
      await dialog.getByLabel(/^Compliance statement/).selectOption('authorised')
      await dialog.getByLabel(/^Submitted on/).fill(isoDaysAgo(60))
      await dialog.getByLabel(/^Authorised on/).fill(isoDaysAgo(2))
      await dialog.getByLabel(/^Unique investment reference/).fill(UIR)
      await dialog.getByRole('button', { name: 'Save share issue' }).click()
      await expect(dialog).toBeHidden()
      await expect(issue).toContainText('Authorised')
      await expect(issue).toContainText(UIR)
    })

    await test.step('staff bulk-upload: the stray file is said not to be saved, first', async () => {
      const holders = await api.get<{ data: Holder[] }>(
        `/api/investments?filter[share_issue_id]=${SHARE_ISSUE}&include=user&per_page=100`,
      )
      const references = holders.body.data.map((h) => h.user?.investor_reference ?? '')
      expect(references).toContain('INV-000004')
      const files = [...references, null].map((ref) => ({
        name: ref ? `EIS3-${ref}.pdf` : STRAY,
        mimeType: 'application/pdf',
        buffer: PDF,
      }))
      const issue = page.getByRole('region', { name: /^EIS share issue/ })
      await issue.getByRole('button', { name: 'Upload certificates' }).click()
      const dialog = page.getByRole('dialog', { name: 'Upload EIS3 certificates' })
      await dialog.getByLabel(/^Certificates \(PDF\)/).setInputFiles(files)
      const n = references.length
      await expect(dialog.getByRole('status')).toHaveText(
        `${n} of ${n + 1} files match an investor. 1 file marked below will not be saved.`,
      )
      const stray = dialog.getByRole('row').filter({ hasText: STRAY })
      await expect(stray).toContainText('Not saved')
      await expect(stray).toContainText('Not an investor in this share issue')
      await expect(
        dialog.getByRole('row').filter({ hasText: 'EIS3-INV-000004.pdf' }),
      ).toContainText(DEMO_NAME)
      await dialog.getByRole('button', { name: `Save ${n} certificates` }).click()
      await expect(dialog.getByRole('status')).toContainText(`${n} certificates saved.`, {
        timeout: 30_000,
      })
      await expect(stray).not.toContainText('Saved')
      // The footer's Close (the corner's × is named Close too, by its label).
      await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click()
      await expect(dialog).toBeHidden()
      const saved = await api.get<{ data: unknown[] }>(
        `/api/tax-certificates?filter[share_issue_id]=${SHARE_ISSUE}`,
      )
      expect(saved.body.data).toHaveLength(n)
    })

    await test.step('staff issue the demo investor’s certificate', async () => {
      await page.getByRole('button', { name: `Mark issued: ${DEMO_NAME}` }).click()
      const dialog = page.getByRole('dialog', { name: `Issue ${DEMO_NAME}’s EIS3?` })
      await dialog.getByRole('button', { name: 'Mark issued' }).click()
      await expect(dialog).toBeHidden()
      const row = page.getByRole('row').filter({ hasText: DEMO_NAME })
      await expect(row).toContainText('Issued')
      await expect(row).not.toContainText('Outstanding')
    })

    await test.step('the investor is told, and opens the certificate from the holding', async () => {
      await switchUser(page, DEMO)
      await page.goto(`/investor/portfolio/${OPPORTUNITY}`)
      await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).click()
      await expect(
        page
          .getByRole('dialog', { name: 'Notifications' })
          .getByText(`Your EIS3 certificate for ${company} is ready`),
      ).toBeVisible({ timeout: 45_000 })
      await page.keyboard.press('Escape')
      const card = page.getByRole('region', { name: 'Tax relief' })
      await expect(card).toContainText(`Authorised – UIR ${UIR}`, { timeout: 45_000 })
      const certificate = card.getByRole('link', { name: 'EIS3 certificate' })
      await expect(certificate).toHaveAttribute('href', /^\/investor\/pdf\/\d+$/)
    })

    await test.step('the tax year shows it authorised and certified; the pack has the row', async () => {
      await page.goto('/investor/portfolio/tax')
      const { summary, claimed } = taxPage(page, company)
      await expect(claimed).toContainText(`Authorised – UIR ${UIR}`, { timeout: 45_000 })
      await expect(claimed.getByRole('link', { name: 'EIS3 certificate' })).toBeVisible()
      // The year's certificates: one more received, for the claim the summary prepares.
      const [got, of] = /^(\d+) of (\d+) received$/.exec(before)!.slice(1).map(Number)
      await expect(summary).toContainText(`EIS3 certificates${got + 1} of ${of} received`)
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Download CSV' }).click()
      const file = await download
      expect(file.suggestedFilename()).toMatch(/^tax-pack-\d{4}-\d{2}\.csv$/)
      const csv = await readFile(await file.path(), 'utf8')
      const [header, ...lines] = csv.split(/\r?\n/)
      expect(header).toBe(
        'Company,Scheme,Shares,Amount (GBP),Share issue date,Tax year claimed,Carry-back,HMRC reference (UIR),Certificate,Relief (GBP)',
      )
      const row = lines.find((l) => l.startsWith(`${company},`))
      expect(row).toMatch(/^[^,]+,EIS,\d*,24000\.00,\d{4}-\d{2}-\d{2},\d{4}–\d{2},No,/)
      expect(row).toContain(`,${UIR},EIS3 issued,7200.00`)
      expect(csv).toContain('It is not tax advice.')
    })
  } finally {
    await flag(wasOn)
  }
})
