// @vitest-environment dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { investorPageHost } from '@/test/investor-page-host'
import { axeFindings } from '@/test/axe'
import { renderHeader, renderSignPdf, renderTimeline } from './test/compliance-host'

const host = investorPageHost('superadmin@example.com')
const investorId = () => host.user('investor@example.com').id

describe('accessibility of the investor compliance pieces (axe)', () => {
  it('has no serious violation in the timeline', async () => {
    await renderTimeline(investorId())
    await screen.findByRole('list', { name: /Compliance evidence/ })
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })

  it('has no serious violation in the header actions', async () => {
    await renderHeader(investorId())
    await screen.findByRole('button', { name: 'Set password' })
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })

  it('has no serious violation on the sign-pdf page', async () => {
    const doc = host.api.host.db
      .table('documents')
      .first((d) => d.mime_type === 'application/pdf' && d.documentable_type === 'users')!
    await renderSignPdf(investorId(), doc.id)
    await screen.findByText('Not signed yet')
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })
})
