import type { QueryClient } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router-dom'
import { http } from '@/lib/api'
import { createQueryClient } from '@/lib/query'
import { startMockHost as startHost } from '@/test/mock-host'
import { renderRoutes } from '@/test/render-routes'
import { MockControls } from '../index'

export { signIn } from '@/test/session-steps'

/** The panel against the whole mock host; `requests` are "METHOD /path". */
export const startMockHost = () => startHost({ logQuery: false })

export async function signOut() {
  await http.post('/logout', undefined, { skipUnauthorisedHandler: true }).catch(() => undefined)
}

/** The panel at the root of a memory router, as the app mounts it; opened by its button. */
export async function renderOpenPanel(
  path = '/somewhere',
  client: QueryClient = createQueryClient(),
) {
  const user = userEvent.setup({ delay: null })
  const { router } = await renderRoutes({
    at: path,
    routes: [{ path: '/', element: <Root />, children: [{ path: '*', element: <p>A page</p> }] }],
    client,
    elsewhere: null,
  })
  await user.click(screen.getByRole('button', { name: 'Mock controls' }))
  const panel = within(screen.getByRole('dialog', { name: 'Mock controls' }))
  return { router, client, user, panel }
}

function Root() {
  return (
    <>
      <Outlet />
      <MockControls />
    </>
  )
}
