// @vitest-environment dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useCurrentUser } from '@/lib/session'
import { INVESTOR, investorPageHost, renderPage } from './investor-page-host'

const host = investorPageHost()

function Hello() {
  const { user } = useCurrentUser()
  return <h1>Hello {user?.email}</h1>
}

describe('investorPageHost', () => {
  it('opens a page as the logged-in demo investor and shows other paths as a probe', async () => {
    await renderPage({ at: '/investor', routes: [{ path: '/investor', element: <Hello /> }] })
    expect(await screen.findByRole('heading', { name: `Hello ${INVESTOR}` })).toBeInTheDocument()
    expect(host.user(INVESTOR).role_id).toBe(5)
  })

  it('reseeds between tests', async () => {
    await renderPage({ at: '/elsewhere', routes: [] })
    expect(await screen.findByText('Page at /elsewhere')).toBeInTheDocument()
  })
})
