// @vitest-environment dom
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { axeFindings } from '@/test/axe'
import { liveOpportunitiesArea, updatesArea } from '../areas'
import { startMockHost } from '../test/mock-host'
import { renderArea } from '../test/render-area'

startMockHost('superadmin@example.com')

beforeEach(async () => {
  await http.delete('/__mock/faults')
})

describe('admin list pages (axe)', () => {
  it('has no violations with rows, filters, badges and paging', async () => {
    await renderArea(liveOpportunitiesArea, '?filter[status]=2')
    await screen.findByText(/^Showing 1–/)
    expect(await axeFindings()).toEqual([])
  })

  it('has none when nothing matches', async () => {
    await renderArea(updatesArea, '?search=no-such-report-anywhere')
    await screen.findByText('No update reports found')
    expect(await axeFindings()).toEqual([])
  })

  it('has none when the list fails', async () => {
    await http.post('/__mock/faults', { path: '/api/reports', status: 500, times: 1 })
    await renderArea(updatesArea)
    await screen.findByRole('alert')
    expect(await axeFindings()).toEqual([])
  })
})
