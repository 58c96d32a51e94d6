import { expect, test } from './support/journey'
import { pageApi } from './support/page-api'
import { signedInAs, switchUser } from './support/session'

const NOTE = 'Certified utility bill and twelve months of salary statements seen.'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')

/**
 * International AML (issue 28): with the flag on, the seeded investor living in Paris reads
 * why the enhanced due-diligence check is asked and uploads the document still needed;
 * compliance staff pass the check on the investor's record, and the compliance evidence
 * names who passed it and why. The flag is turned off again at the end.
 */
test('a non-UK investor sends the international check’s documents and staff pass it', async ({
  page,
}) => {
  // Two portals and three sign-ins in one visit, each loading its own chunks.
  test.setTimeout(180_000)
  await signedInAs(page, 'superadmin@example.com')
  const api = pageApi(page)
  const flag = (on: 0 | 1) => api.post('/__mock/settings', { ca_use_intl_check: on })
  const found = await api.get<{ data: { id: number; email: string }[] }>(
    '/api/users?type=investor&filter[country]=FR',
  )
  const { id, email } = found.body.data[0]
  expect((await flag(1)).status).toBe(200)
  try {
    await test.step('the investor reads why, and uploads their source of funds', async () => {
      await switchUser(page, email)
      await page.goto('/investor/profile/identity')
      const card = page.getByRole('region', { name: 'International check' })
      await expect(card).toContainText('Documents needed', { timeout: 45_000 })
      await expect(card).toContainText('You live outside the UK')
      await card.getByRole('button', { name: 'Upload source of funds' }).click()
      const dialog = page.getByRole('dialog', { name: 'Upload source of funds' })
      await dialog
        .getByLabel(/^File/)
        .setInputFiles({ name: 'salary.pdf', mimeType: 'application/pdf', buffer: PDF })
      await dialog.getByRole('button', { name: 'Upload' }).click()
      await expect(card).toContainText('In review')
    })

    await test.step('compliance staff pass the check on the investor’s record', async () => {
      await switchUser(page, 'compliance@example.com')
      await page.goto(`/admin/investors/${id}/international-check`)
      const status = page.getByRole('region', { name: 'Check status' })
      await expect(status).toContainText('Ready for review', { timeout: 45_000 })
      await status.getByRole('button', { name: 'Pass check' }).click()
      const dialog = page.getByRole('dialog', { name: 'Pass the international check' })
      await dialog.getByRole('textbox', { name: /Note/ }).fill(NOTE)
      await dialog.getByRole('button', { name: 'Pass check' }).click()
      await expect(status).toContainText(/Passed by Fiona Campbell/)
    })

    await test.step('the compliance evidence names who passed it, and why', async () => {
      await page.goto(`/admin/investors/${id}/compliance-evidence`)
      const entry = page.getByRole('listitem').filter({ hasText: 'Passed the international check' })
      await expect(entry).toContainText('By Fiona Campbell', { timeout: 45_000 })
      await expect(entry).toContainText(NOTE)
      await expect(
        page.getByRole('listitem').filter({ hasText: "Sent the international check's documents" }),
      ).toBeVisible()
    })
  } finally {
    expect((await flag(0)).status).toBe(200)
  }
  expect((await api.get(`/api/users/${id}/international-aml`)).status).toBe(403)
})
