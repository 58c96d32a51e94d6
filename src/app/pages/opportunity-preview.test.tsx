// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { investorPageHost } from '@/test/investor-page-host'
import { BASE, graniteledger, STAFF } from '@/admin/investments/content/test/content-host'
import { renderScreen } from '@/test/render-routes'
import { OpportunityPreviewPage } from './opportunity-preview'

const host = investorPageHost(STAFF)

async function openPreview(id: number, name: string) {
  const view = await renderScreen(
    `/admin/investments/opportunities/${id}/details/preview`,
    <OpportunityPreviewPage />,
    { path: `${BASE}/details/preview` },
  )
  await screen.findByRole('heading', { level: 1, name })
  return view
}

describe('OpportunityPreviewPage', () => {
  it('shows the portal page’s sections, public documents only and no way to invest', async () => {
    const o = graniteledger(host)
    const docs = host.api.host.db
      .table('documents')
      .where(
        (d) => d.documentable_type === 'investment-opportunities' && d.documentable_id === o.id,
      )
    const priv = docs.find((d) => d.visibility === 'private')
    const pub = docs.find((d) => d.visibility === 'public')
    expect(pub).toBeDefined()
    // Staff read private documents too: the seed gives this one both kinds, or one is made.
    const privateName = priv
      ? String(priv.name)
      : String(
          (
            await host.api.host.db.table('documents').insert({
              ...pub!,
              id: undefined,
              name: 'Board minutes (private)',
              visibility: 'private',
            })
          ).name,
        )

    await openPreview(o.id, String(o.name))
    expect(screen.getByRole('note', { name: 'Preview' })).toHaveTextContent(
      'This is the page investors see.',
    )
    expect(screen.getByRole('link', { name: 'Back to the opportunity' })).toHaveAttribute(
      'href',
      `/admin/investments/opportunities/${o.id}/details`,
    )
    for (const name of [
      'Gallery',
      `About ${o.company_name}`,
      'Key points',
      'Key information',
      'Team',
      'Key dates',
      'Key Documents',
      'Share prices',
      'Updates',
      'Invest',
    ])
      expect(screen.getByRole('region', { name })).toBeInTheDocument()

    const documents = screen.getByRole('region', { name: 'Key Documents' })
    expect(within(documents).getByText(String(pub!.name))).toBeInTheDocument()
    expect(within(documents).queryByText(privateName)).toBeNull()

    const invest = screen.getByRole('region', { name: 'Invest' })
    expect(within(invest).queryByRole('button')).toBeNull()
    expect(within(invest).queryByRole('link')).toBeNull()
    expect(within(invest).getByText(/Investing is turned off in the preview/)).toBeVisible()
  })
})
