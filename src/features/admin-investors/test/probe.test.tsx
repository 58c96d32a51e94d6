// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { AppProviders } from '../../../app/providers'
import { patchRoutesOnNavigation, routes } from '../../../app/router'
import { investorPageHost, loadedClient } from '../../../test/investor-page-host'

const host = investorPageHost('superadmin@example.com')

async function dump(path: string) {
  const client = await loadedClient()
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation })
  const view = render(<AppProviders queryClient={client} withGlobalStyle={false}><RouterProvider router={router} /></AppProviders>)
  await new Promise((r) => setTimeout(r, 4000))
  const main = screen.getByRole('main')
  console.log(path, '=>', router.state.location.pathname)
  console.log(main.textContent?.slice(0, 1500))
  for (const role of ['heading','link','button','textbox','combobox','group','status','alert','dialog']) {
    console.log(role, within(main).queryAllByRole(role).map((e) => (e.getAttribute('aria-label') ?? e.textContent)?.slice(0,80) + (e.getAttribute('href') ? ' -> ' + e.getAttribute('href') : '')))
  }
  view.unmount()
}

describe('probe', () => {
  it('renders', async () => {
    const links = host.api.host.db.table('organisation-links').all().filter((l) => l.status === 'pending')
    console.log('pending links', links.slice(0, 5))
    await dump('/admin/investors/1/details')
    await dump('/admin/investors/4/details/documents')
    await dump('/admin/investors/new-investor')
    await dump(`/admin/investors/organisation-applications/${links[0].id}/details`)
  }, 60000)
})
