import { screen } from '@testing-library/react'
import { useRouteError } from 'react-router-dom'
import type { Row } from '@mocks/db/db'
import { renderPage, type InvestorPageHost } from '@/test/investor-page-host'
import { ProfilePage } from '../pages/profile-page'

/** Stands in for the shell's error page: names what the route threw. */
function RouteErrorProbe() {
  const error = useRouteError() as { name?: string; status?: number } | null
  return (
    <p>
      Route error: {error?.name} {error?.status}
    </p>
  )
}

// Inside a <main>, as the investor shell mounts its pages.
const ROUTES = [
  {
    path: '/investor/profile/:slug',
    element: (
      <main>
        <ProfilePage />
      </main>
    ),
    errorElement: <RouteErrorProbe />,
  },
]

/** Opens a profile section as the app mounts it; resolves once its heading is on screen. */
export async function openProfile(slug: string) {
  const view = await renderPage({ at: `/investor/profile/${slug}`, routes: ROUTES })
  return view
}

/** Waits for the page's <h1>. */
export const pageHeading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name })

/** Rows of the mock's database (the seed, plus whatever the test did). */
export const rows = (
  host: InvestorPageHost,
  table: string,
  where: (r: Row) => boolean = () => true,
) => host.api.host.db.table(table).where(where)

/** A small file as a browser's file input would hand it over. */
export const pdf = (name = 'passport.pdf') =>
  new File(['%PDF-1.4 test'], name, { type: 'application/pdf' })
