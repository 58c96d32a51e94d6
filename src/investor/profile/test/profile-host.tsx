import { screen } from '@testing-library/react'
import { RouteErrorProbe } from '@/test/probes'
import { pdfFile } from '@/test/files'
import { renderPage } from '@/test/investor-page-host'
import { pagesInMain } from '@/test/render-routes'
import { ProfilePage } from '../pages/profile-page'

export { rows } from '@/test/mock-host'

const ROUTES = pagesInMain(
  [{ path: '/investor/profile/:slug', Component: ProfilePage }],
  <RouteErrorProbe />,
)

/** Opens a profile section as the app mounts it; resolves once its heading is on screen. */
export const openProfile = (slug: string) =>
  renderPage({ at: `/investor/profile/${slug}`, routes: ROUTES })

/** Waits for the page's <h1>. */
export const pageHeading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name })

/** A small PDF as a browser's file input would hand it over. */
export const pdf = (name = 'passport.pdf') => pdfFile(name)
