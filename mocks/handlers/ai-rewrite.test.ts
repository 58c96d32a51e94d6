import { beforeAll, describe, expect, it } from 'vitest'
import { fundsTestHost } from '../resources/groups/funds-test-host'
import { rewriteHtml } from './ai-rewrite'

let t: Awaited<ReturnType<typeof fundsTestHost>>

beforeAll(async () => {
  t = await fundsTestHost()
})

describe('POST /api/ai/rewrite', () => {
  it('rewrites the text and keeps the markup, the same way every time', () => {
    const html =
      '<h2>results</h2><p>we are very happy  to share a lot of news. it is <a href="https://x.test">here</a>.</p>'
    const once = rewriteHtml(html)
    expect(once).toBe(
      '<h2>Results</h2><p>We are happy to share many news. It is <a href="https://x.test">here</a>.</p>',
    )
    expect(rewriteHtml(html)).toBe(once)
    expect(rewriteHtml('<p>caf&eacute; &amp; co</p>')).toBe('<p>Caf&eacute; &amp; co</p>')
    // Quill's HTML spells spaces as &nbsp;.
    expect(rewriteHtml('<p>a&nbsp;lot&nbsp;of&nbsp;news.&nbsp;read&nbsp;on</p>')).toBe(
      '<p>Many news. Read on</p>',
    )
  })

  it('answers staff with the rewrite, refuses investors and asks for html', async () => {
    const staff = await t.as(t.userId('superadmin@example.com'))
    const ok = await staff.post<{ html: string }>('/api/ai/rewrite', {
      html: '<p>in order to grow</p>',
    })
    expect(ok.status).toBe(200)
    expect(ok.body.html).toBe('<p>To grow</p>')
    const empty = await staff.post<{ errors: Record<string, string[]> }>('/api/ai/rewrite', {})
    expect(empty.status).toBe(422)
    expect(empty.body.errors.html).toEqual(['The html field is required.'])
    const investor = await t.as(t.userId('investor@example.com'))
    expect((await investor.post('/api/ai/rewrite', { html: '<p>x</p>' })).status).toBe(403)
  })
})
