import { fetchPrebuiltSeed, prebuiltSeedPath } from './prebuilt-seed'

const answer = (body: string, type: string, status = 200) =>
  vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } }))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("a mock build's seed for its own day", () => {
  it('is looked for under the reference day (UTC), whatever the hour', () => {
    expect(prebuiltSeedPath(new Date('2026-11-29T00:10:00.000Z'))).toBe(
      '/mock-seed/2026-11-29.json',
    )
    expect(prebuiltSeedPath(new Date('2026-11-29T23:50:00.000Z'))).toBe(
      '/mock-seed/2026-11-29.json',
    )
  })

  it("gives the build's rows when the file is there", async () => {
    const fetch = answer('{"users":[{"id":1}],"faults":[]}', 'application/json')
    vi.stubGlobal('fetch', fetch)
    const rows = await fetchPrebuiltSeed(new Date('2026-11-29T17:00:00.000Z'))
    expect(fetch).toHaveBeenCalledWith('/mock-seed/2026-11-29.json')
    expect(rows).toEqual({ users: [{ id: 1 }], faults: [] })
  })

  it.each([
    ['no file for the day', answer('Not found', 'text/plain', 404)],
    ["a static host's fallback page", answer('<!doctype html><html></html>', 'text/html')],
    ['JSON that is not rows by table', answer('{"users":{"id":1}}', 'application/json')],
    ['broken JSON', answer('{"users":[', 'application/json')],
    [
      'a failed request',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    ],
  ])('gives nothing on %s, so the worker seeds as before', async (_case, fetch) => {
    vi.stubGlobal('fetch', fetch)
    expect(await fetchPrebuiltSeed(new Date())).toBeNull()
  })
})
