// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { investorPageHost } from '@/test/investor-page-host'
import { renderApp } from '@/app/test/render-app'

investorPageHost('superadmin@example.com')

describe('/admin/reports', () => {
  it('goes to the first report kind the role may open', async () => {
    const { router } = await renderApp('/admin/reports')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reports/kpis'))
    expect(await screen.findByRole('heading', { level: 1, name: 'KPIs' })).toBeVisible()
  })
})
