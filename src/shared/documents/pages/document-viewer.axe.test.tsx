// @vitest-environment dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { axeFindings } from '@/test/axe'
import { openAt, ownDocuments } from '../test/documents-host'

const host = investorPageHost(INVESTOR)

describe('accessibility of the document viewer (axe)', () => {
  it('has no serious violation with a PDF shown', async () => {
    const doc = ownDocuments(host, INVESTOR).find((d) => d.visibility === 'public')!
    await openAt(`/investor/pdf/${doc.id}`)
    await screen.findByTitle(`${doc.name} (PDF)`)
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })
})
