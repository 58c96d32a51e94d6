// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { axeFindings } from '@/test/axe'
import { openOverview } from '../test/overview-host'

investorPageHost(INVESTOR)

describe('accessibility of the overview (axe)', () => {
  it('has no serious violation while loading or once loaded', async () => {
    await openOverview()
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
    await screen.findAllByRole('article')
    await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0))
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })
})
