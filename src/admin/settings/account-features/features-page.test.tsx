// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { FLAG_NAMES, FLAG_SPELLINGS, flagsFrom, useFlags } from '@/lib/flags'
import { investorPageHost, renderPage } from '@/test/investor-page-host'
import { FEATURE_GROUPS } from './feature-groups'
import { FeaturesPage } from './features-page'
import { flagSpellingsFor } from './flag-spelling'

const host = investorPageHost('superadmin@example.com')
const row = () => host.api.host.db.table('branding').find(1)!

/** What the rest of the app reads: the admin menu hides Funds when this says off. */
function FundsProbe() {
  return <p>Funds are {useFlags().funds ? 'on' : 'off'}</p>
}

const renderFeatures = () =>
  renderPage({
    at: '/admin/settings/account/features',
    routes: [
      {
        path: '/admin/settings/account/features',
        element: (
          <>
            <FundsProbe />
            <FeaturesPage />
          </>
        ),
      },
    ],
  })

/** The form data of each settings write, as sent. */
function captureWrites() {
  const writes: Record<string, string>[] = []
  host.use(
    mswHttp.post('*/api/branding/1', async ({ request }) => {
      const form = await request.clone().formData()
      writes.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])))
      return undefined
    }),
  )
  return writes
}

afterEach(async () => {
  await http.post('/__mock/dialect', { dialect: 'contract' })
})

describe('feature groups', () => {
  it('list every flag once', () => {
    const listed = FEATURE_GROUPS.flatMap((g) => g.flags.map((f) => f.name))
    expect([...listed].sort()).toEqual([...FLAG_NAMES].sort())
  })
})

describe('flagSpellingsFor', () => {
  it("writes the snake column on a contract row and a stock host's own spelling on its row", () => {
    expect(flagSpellingsFor({ funds_enabled: 1, enableFunds: 1 }, 'funds')).toEqual([
      'funds_enabled',
    ])
    expect(flagSpellingsFor({ market_sounding: 1 }, 'marketSounding')).toEqual(['market_sounding'])
    expect(flagSpellingsFor({ enableTax: 0 }, 'tax')).toEqual(['enableTax'])
    expect(flagSpellingsFor({}, 'tax')).toEqual([FLAG_SPELLINGS.tax[0]])
  })
})

describe('FeaturesPage', () => {
  it('shows every flag with what it changes, and turning funds off takes effect at once', async () => {
    const writes = captureWrites()
    await renderFeatures()
    const funds = await screen.findByRole('checkbox', { name: 'Funds' })
    expect(funds).toHaveAccessibleDescription(/Funds to the admin menu/)
    for (const group of FEATURE_GROUPS)
      expect(screen.getByRole('region', { name: group.title })).toBeInTheDocument()
    expect(screen.getAllByRole('checkbox')).toHaveLength(FLAG_NAMES.length)
    expect(funds).toBeChecked()
    expect(screen.getByText('Funds are on')).toBeInTheDocument()

    await userEvent.click(funds)
    expect(screen.getByText('1 unsaved change.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Save features' }))
    expect(await screen.findByText('Features saved.')).toBeInTheDocument()
    expect(screen.getByText('Funds are off')).toBeInTheDocument()
    expect(writes).toEqual([{ _method: 'PATCH', funds_enabled: '0' }])
    expect(row()).toMatchObject({ funds_enabled: 0, enableFunds: 0 })
    expect(screen.getByText('No unsaved changes.')).toBeInTheDocument()
  })

  it("writes a flag in a stock host's spelling when its row carries that one", async () => {
    await http.post('/__mock/dialect', { dialect: 'stock' })
    const writes = captureWrites()
    const before = flagsFrom(row()).marketSounding
    await renderFeatures()
    const box = await screen.findByRole('checkbox', { name: 'Market sounding' })
    expect(box.hasAttribute('checked') || (box as HTMLInputElement).checked).toBe(before)
    await userEvent.click(box)
    await userEvent.click(screen.getByRole('button', { name: 'Save features' }))
    expect(await screen.findByText('Features saved.')).toBeInTheDocument()
    expect(writes).toEqual([{ _method: 'PATCH', market_sounding: before ? '0' : '1' }])
    expect(flagsFrom(row()).marketSounding).toBe(!before)
    await waitFor(() => expect(box).toHaveProperty('checked', !before))
  })

  it('sends nothing when nothing changed', async () => {
    const writes = captureWrites()
    await renderFeatures()
    const form = await screen.findByRole('form', { name: 'Features' })
    await userEvent.click(within(form).getByRole('button', { name: 'Save features' }))
    expect(writes).toEqual([])
  })
})
