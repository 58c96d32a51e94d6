// @vitest-environment dom
import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, Link } from 'react-router-dom'
import { expect, it } from 'vitest'
import { AppRouterProvider } from './app-router-provider'

it('shows the first page once its lazy route has loaded, then navigates as usual', async () => {
  let loadFirst: () => void = () => undefined
  const firstLoaded = new Promise<void>((resolve) => (loadFirst = resolve))
  const router = createMemoryRouter(
    [
      {
        path: '/',
        hydrateFallbackElement: <p>Loading…</p>,
        lazy: async () => {
          await firstLoaded
          return { Component: () => <Link to="/next">Next page</Link> }
        },
      },
      { path: '/next', lazy: async () => ({ Component: () => <h1>The next page</h1> }) },
    ],
    { initialEntries: ['/'] },
  )
  render(<AppRouterProvider router={router} />)
  expect(screen.getByText('Loading…')).toBeInTheDocument()
  await act(async () => loadFirst())
  const link = await screen.findByRole('link', { name: 'Next page' })
  await act(async () => link.click())
  expect(await screen.findByRole('heading', { name: 'The next page' })).toBeInTheDocument()
})
