import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { capitalise } from '@/lib/format'
import { settingsQuery, type TenantSettings } from '@/lib/tenant'
import { ErrorState, LoadingState } from '@/ui'
import { SettingsFrame, type SettingsFrameProps } from './settings-frame'

interface SettingsRowGateProps {
  /** What the page edits, for the status and error texts ("the terminology"). */
  what: string
  /**
   * An account page's row: what the portals show until it is read, which its error says (the
   * settings read never fails, SPEC §8: the app falls back to defaults, so no row is the error).
   */
  fallback?: string
  children: (row: TenantSettings) => ReactNode
}

export interface SettingsRowPageProps
  extends SettingsRowGateProps, Pick<SettingsFrameProps, 'item' | 'description'> {}

/** A settings page whose form edits the settings row: the frame, and the form once the row is read. */
export function SettingsRowPage({ item, description, ...gate }: SettingsRowPageProps) {
  return (
    <SettingsFrame item={item} description={description}>
      <SettingsRowGate {...gate} />
    </SettingsFrame>
  )
}

/**
 * The settings row a settings form starts from: loading until the first answer, and an error
 * with a retry when the host gave none (the app itself then runs on defaults, but a form
 * started from defaults would overwrite the tenant's words on save).
 */
function SettingsRowGate({ what, fallback, children }: SettingsRowGateProps) {
  const client = useQueryClient()
  const { data, isPending, isFetching } = useQuery(settingsQuery)
  if (isPending && data === undefined)
    return <LoadingState label={fallback ? `Loading ${what}` : `Loading ${what}…`} />
  if (!data)
    return (
      <ErrorState
        title={fallback ? `${capitalise(what)} could not be loaded` : `We couldn’t load ${what}`}
        message={fallback ?? 'Your settings were not changed. Try again in a moment.'}
        retrying={isFetching}
        onRetry={() => void client.invalidateQueries({ queryKey: settingsQuery.queryKey })}
      />
    )
  return <>{children(data)}</>
}
