import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { startServer } from '../../mocks/server-harness'

/**
 * The live build's API: the standalone mock host exactly as `npm run mock:api` runs it (a
 * child process on a free port; mocks/server.ts starts itself on import, so it cannot be
 * started in this process), told to accept credentialed CORS calls from the static server's
 * origin. Cookies are per host, not per port, so the session set by 127.0.0.1:<api> travels
 * with the app's calls from 127.0.0.1:<app> (same site).
 */
export async function startLiveApi(
  appOrigin: string,
  servedDir: string,
  /** Called at once with the stop function, so a Ctrl-C during start-up still stops it. */
  onStarted: (stop: () => Promise<void>) => void,
) {
  const spawned = startServer({ MOCK_ORIGINS: appOrigin })
  onStarted(spawned.stop)
  const api = await spawned.ready
  const config = {
    apiMode: 'live',
    apiUrl: api.origin,
    pusherKey: 'mock-key',
    pusherCluster: 'eu',
    pusherHost: '127.0.0.1',
    pusherPort: api.port,
    pusherTLS: false,
    maintenanceMode: '0',
  }
  await writeFile(join(servedDir, 'config.json'), JSON.stringify(config, null, 2))
  return { origin: api.origin }
}
