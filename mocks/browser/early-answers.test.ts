// @vitest-environment dom
import { afterEach, describe, expect, it } from 'vitest'
import { setConfigForTests } from '../../src/lib/config'
import { EARLY_READ_PATHS, takeEarlyRead } from '../../src/lib/api/early-reads'
import { takeEarlyPageRead } from '../../src/lib/api/early-page-reads'
import { answerEarly, offerHostAnswers } from './early-answers'

afterEach(() => {
  setConfigForTests(null)
  delete window.__earlyReads
})

describe('mock early answers', () => {
  it("hands the app the host's answers to a portal page's first reads, once each", async () => {
    setConfigForTests({ apiMode: 'mock', apiUrl: '' })
    offerHostAnswers('/investor/', '')
    const user = takeEarlyRead(EARLY_READ_PATHS.currentUser)
    const figures = takeEarlyPageRead('/api/stats/investor')
    const served: string[] = []
    await answerEarly(async (path) => {
      served.push(path)
      return { status: 200, body: { path } }
    })
    expect(served).toEqual([EARLY_READ_PATHS.currentUser, '/api/stats/investor'])
    expect(await user).toEqual({ status: 200, body: { path: EARLY_READ_PATHS.currentUser } })
    expect(await figures).toEqual({ body: { path: '/api/stats/investor' } })
    // Taken: a later read goes to the host.
    expect(await takeEarlyRead(EARLY_READ_PATHS.currentUser)).toBeNull()
  })

  it("asks only for the user on a page without figures of its own, and keeps others' reads", async () => {
    setConfigForTests({ apiMode: 'mock', apiUrl: '' })
    window.__earlyReads = Promise.resolve({
      [EARLY_READ_PATHS.tenantSettings]: Promise.resolve({ status: 200, body: { id: 1 } }),
    })
    offerHostAnswers('/admin/investors', '')
    const served: string[] = []
    await answerEarly(async (path) => {
      served.push(path)
      return null
    })
    expect(served).toEqual([EARLY_READ_PATHS.currentUser])
    expect(await takeEarlyRead(EARLY_READ_PATHS.tenantSettings)).toEqual({
      status: 200,
      body: { id: 1 },
    })
  })

  it('answers null when the host cannot, so the app asks for itself at once', async () => {
    setConfigForTests({ apiMode: 'mock', apiUrl: '' })
    offerHostAnswers('/admin', '')
    const figures = takeEarlyPageRead('/api/stats/overview')
    await answerEarly(() => null)
    expect(await figures).toBeNull()
  })
})
