// @vitest-environment dom
import { http as mswHttp, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
import { EARLY_PAGE_READS } from '@/lib/api'
import { setConfigForTests } from '@/lib/config'
import { fetchOverviewStats } from './requests'

const API = 'https://api.example.com'
const server = setupServer()
const seen: string[] = []

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  setConfigForTests(null)
  window.__earlyReads = undefined
  seen.length = 0
})
afterAll(() => server.close())

function hostAnswers(body: Record<string, unknown>) {
  setConfigForTests({ apiMode: 'live', apiUrl: API })
  server.use(
    mswHttp.get(`${API}/api/stats/overview`, ({ request }) => {
      seen.push(new URL(request.url).pathname)
      return HttpResponse.json(body)
    }),
  )
}

const earlyAnswer = (status: number, body: unknown) => {
  window.__earlyReads = Promise.resolve({
    [`${API}${EARLY_PAGE_READS['/admin']}`]: Promise.resolve({ status, body }),
  })
}

it("takes the overview's figures from index.html's early read, once", async () => {
  hostAnswers({ data: { investors: 2 } })
  earlyAnswer(200, { investors: 1 })
  expect(await fetchOverviewStats()).toEqual({ investors: 1 })
  expect(seen).toEqual([])
  expect(await fetchOverviewStats()).toEqual({ investors: 2 })
  expect(seen).toEqual(['/api/stats/overview'])
})

it('asks the host itself when the early read was a 401 (read before the login)', async () => {
  hostAnswers({ investors: 3 })
  earlyAnswer(401, { message: 'Unauthenticated.' })
  expect(await fetchOverviewStats()).toEqual({ investors: 3 })
  expect(seen).toEqual(['/api/stats/overview'])
})
