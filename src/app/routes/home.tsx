import { useQuery } from '@tanstack/react-query'
import { settingsQuery } from '../../lib/tenant/settings-query'
import { currentUserQuery } from '../../lib/session/current-user-query'

/**
 * The '/' page until the portal shells land (issue 3): it shows the tenant's branding and who
 * is signed in, straight from the API (mock or live).
 */
export function HomeRoute() {
  const settings = useQuery(settingsQuery)
  const user = useQuery(currentUserQuery)
  const title = settings.data?.page_title ?? 'Investor Portal'
  return (
    <main aria-busy={settings.isPending || user.isPending}>
      {settings.data?.logo ? (
        <img src={String(settings.data.logo)} alt={title} height={40} />
      ) : null}
      <h1>{title}</h1>
      <p data-testid="session-state">
        {user.isPending
          ? 'Checking your session…'
          : user.data
            ? `Signed in as ${user.data.email}`
            : 'Not signed in'}
      </p>
      {settings.isError ? <p role="alert">The API could not be reached.</p> : null}
    </main>
  )
}
