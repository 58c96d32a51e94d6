import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { http as msw, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestedQuery, undeclared } from '../../../scripts/openapi/query-declarations'
import { setConfigForTests } from '@/lib/config'
import { INVESTOR_LISTS, runQuery } from './investor-lists'
import { adminRequests, requirementsTable, type ListRequests } from './requirements'

/**
 * A host that records every request and answers each with an empty page: what matters here is
 * what the pages ask, not what they get.
 */
const recorded: string[] = []
const server = setupServer(
  msw.all('*', ({ request }) => {
    const url = new URL(request.url)
    recorded.push(`${url.pathname}${decodeURIComponent(url.search)}`)
    return HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })
  }),
)

let investorRequests: ListRequests[] = []

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  // No page origin here (node): the host gets an address of its own.
  setConfigForTests({ apiUrl: 'http://host.test' })
  for (const { list, queries } of INVESTOR_LISTS) {
    recorded.length = 0
    for (const query of queries) await runQuery(query)
    investorRequests.push({ list, urls: [...recorded] })
  }
})

afterAll(() => {
  server.close()
  setConfigForTests(null)
  investorRequests = []
})

/** "list: GET url: filter `x`" for every parameter openapi does not declare. */
const problems = (lists: ListRequests[]) =>
  lists.flatMap(({ list, urls }) =>
    urls.flatMap((url) => undeclared(requestedQuery(url)).map((p) => `${list}: GET ${url}: ${p}`)),
  )

describe('every list request the app sends is declared in openapi/', () => {
  it('holds for every admin area: opening, searching, each filter value and each sort', () => {
    const lists = adminRequests()
    expect(lists.length).toBeGreaterThan(10)
    expect(problems(lists)).toEqual([])
  })

  it("holds for the investor pages' list and record queries", () => {
    for (const { list, urls } of investorRequests)
      expect([list, urls.length > 0]).toEqual([list, true])
    expect(problems(investorRequests)).toEqual([])
  })

  it('catches what openapi does not declare', () => {
    expect(
      undeclared(
        requestedQuery(
          '/api/contacts?filter[search]=a&filter[nickname]=b&include=leadStatus,pets&sort=-shoe_size&type=vip',
        ),
      ),
    ).toEqual(['filter `nickname`', 'sort `shoe_size`', 'include `pets`', 'type `vip`'])
    expect(undeclared(requestedQuery('/api/reports/news?filter[type]=kpi'))).toEqual([
      'filter `type`',
    ])
    expect(
      undeclared(requestedQuery('/api/investments/user?include=investmentOpportunity.pets')),
    ).toEqual(['include `investmentOpportunity.pets`'])
  })
})

const README = resolve(__dirname, '../../../README.md')
const START = '<!-- host-requirements:start -->'
const END = '<!-- host-requirements:end -->'

describe("the README's deployer table (What the host must answer)", () => {
  it('lists exactly what the lists send (UPDATE_README=1 rewrites it)', () => {
    const table = requirementsTable([...adminRequests(), ...investorRequests])
    const readme = readFileSync(README, 'utf8')
    const start = readme.indexOf(START)
    const end = readme.indexOf(END)
    expect(start, `README.md has no ${START} … ${END} block`).toBeGreaterThan(-1)
    expect(end).toBeGreaterThan(start)
    const current = readme.slice(start + START.length, end).trim()
    if (process.env.UPDATE_README === '1' && current !== table)
      writeFileSync(
        README,
        `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`,
      )
    else expect(current).toBe(table)
  })
})
