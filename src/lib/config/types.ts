export type ApiMode = 'mock' | 'live'

/** Runtime configuration: one build serves many tenants, so these come from /config.json. */
export interface AppConfig {
  apiMode: ApiMode
  /** The provider's API origin (optionally with a path), no trailing slash; '' = same origin. */
  apiUrl: string
  pusherKey: string
  pusherCluster: string
  /** Set only for a self-hosted Pusher-protocol server (Reverb, soketi). */
  pusherHost?: string
  pusherPort?: number
  pusherTLS?: boolean
  /** '1' sends every page to /maintenance. */
  maintenanceMode: '1' | '0'
}

export type ConfigKey = keyof AppConfig

export const DEFAULT_CONFIG: Readonly<AppConfig> = Object.freeze({
  apiMode: 'mock',
  apiUrl: '',
  pusherKey: 'mock-key',
  pusherCluster: 'eu',
  maintenanceMode: '0',
})
