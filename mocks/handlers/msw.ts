import { http } from 'msw'
import type { MockHost } from '../http/host'
import type { Router } from '../http/router'
import { handle, isHostPath } from '../http/pipeline'
import { TableNotRead } from '../db/db'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * One msw handler in front of the host's router; other requests (the app's assets) pass.
 * `stored` resolves once what the host has written so far is kept (the browser's IndexedDB
 * journal): every answer waits for it, so a reload straight after an answer finds what it
 * said was done, as a database's commit does. Nothing written, nothing to wait for.
 */
export function hostHandler(
  host: MockHost | PromiseLike<MockHost>,
  router: Router,
  stored: () => Promise<void> = () => Promise.resolve(),
) {
  return http.all('*', async ({ request, cookies }) => {
    const url = new URL(request.url)
    if (!isHostPath(url.pathname)) return undefined
    const response = await serve(await host, router, request, cookies)
    await stored()
    return response
  })
}

/**
 * The in-browser host keeps most tables in storage until a request needs them
 * (Table.loadWhenAsked). A read is served, and on meeting such a table, served again once
 * the table is read: a read writes nothing before it reads (at most the session, which is
 * read at start). A write waits for every table first, so it never runs twice.
 */
export async function serve(
  host: MockHost,
  router: Router,
  request: Request,
  cookies: Record<string, string>,
): Promise<Response> {
  if (!READS.has(request.method.toUpperCase())) await host.db.readAll()
  for (;;) {
    try {
      return await handle(host, router, request.clone(), cookies)
    } catch (e) {
      if (!(e instanceof TableNotRead)) throw e
      await e.table.read()
    }
  }
}
