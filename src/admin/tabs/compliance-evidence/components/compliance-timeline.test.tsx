// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { investorPageHost, logInAs } from '@/test/investor-page-host'
import { renderTimeline } from '../test/compliance-host'

const host = investorPageHost('superadmin@example.com')
const idOf = (email: string) => host.user(email).id

afterEach(() => vi.restoreAllMocks())

describe('ComplianceTimeline', () => {
  it("lists the demo investor's regulated steps oldest first, with who acted and what was chosen", async () => {
    await renderTimeline(idOf('investor@example.com'))
    const list = await screen.findByRole('list', { name: 'Compliance evidence, oldest first' })
    const entries = within(list).getAllByRole('listitem')
    expect(entries.length).toBeGreaterThanOrEqual(6)
    const terms = entries.find((e) =>
      within(e).queryByText(/Accepted the terms and conditions version 1/),
    )!
    expect(within(terms).getByText('By the investor')).toBeInTheDocument()
    expect(within(terms).getByText('Terms version').nextSibling).toHaveTextContent('1')
    const kyc = entries.find((e) => within(e).queryByText('KYC status changed to verified'))!
    expect(within(kyc).getByText('By Daniel Reid')).toBeInTheDocument()
    const attempt = entries.find((e) =>
      within(e).queryByText(/Investor Appropriateness Test \(attempt 1\)/),
    )!
    expect(within(attempt).getByText('Bank')).toBeInTheDocument()
    expect(within(attempt).getByText('Score')).toBeInTheDocument()
    expect(
      within(list).getAllByText('Market sounding sent (inside information shared)'),
    ).toHaveLength(2)
    expect(
      within(list).getByText(
        /Responded to the market sounding: Interested - Have finance in place/,
      ),
    ).toBeInTheDocument()
    const times = within(list)
      .getAllByRole('time')
      .map((t) => t.getAttribute('datetime')!)
    expect([...times].sort()).toEqual(times)
  })

  it('exports the host-built CSV with a button', async () => {
    const saved = vi.spyOn(URL, 'createObjectURL')
    // happy-dom would follow the download link and leave the test's origin.
    const names: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download)
    })
    await renderTimeline(idOf('investor@example.com'))
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }))
    // The host's file name when Content-Disposition is readable (same origin), else the id's.
    const name = /^compliance-evidence-(INV-\d+|\d+)\.csv$/
    expect(await screen.findByText(/^Exported compliance-evidence-/)).toBeInTheDocument()
    expect(names).toEqual([expect.stringMatching(name)])
    const file = saved.mock.calls.at(-1)![0] as Blob
    expect((await file.text()).split('\r\n')[0]).toBe(
      'occurred_at,event,description,details,actor_id,actor',
    )
  })

  it('says so when an investor has no evidence yet', async () => {
    await renderTimeline(idOf('unverified@example.com'))
    expect(await screen.findByText('No regulated steps yet')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull()
  })

  it('shows an error with a retry when the host fails', async () => {
    host.use(
      mswHttp.get('*/api/users/:id/compliance-evidence', () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    )
    await renderTimeline(idOf('investor@example.com'))
    expect(
      await screen.findByText('The compliance evidence could not be loaded'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument()
  })

  it('is readable by the Compliance role, and refused to a role without investors show', async () => {
    await logInAs('compliance@example.com')
    const view = await renderTimeline(idOf('investor@example.com'))
    expect(await screen.findByRole('list', { name: /Compliance evidence/ })).toBeInTheDocument()
    view.unmount()
    await logInAs('creator@example.com')
    await renderTimeline(idOf('investor@example.com'))
    expect(
      await screen.findByText('The compliance evidence could not be loaded'),
    ).toBeInTheDocument()
  })
})
