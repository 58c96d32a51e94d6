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
  /**
   * Whether the host takes profile payments (POST /api/single-payment and
   * /api/subscription-payment). Nothing in the API says so, and a write must never be sent to
   * find out (issue 9), so the deployer says. Default: on in mock mode (the mock takes them),
   * off in live mode.
   */
  payments: boolean
}

export type ConfigKey = keyof AppConfig

export const DEFAULT_CONFIG: Readonly<AppConfig> = Object.freeze({
  apiMode: 'mock',
  apiUrl: '',
  pusherKey: 'mock-key',
  pusherCluster: 'eu',
  maintenanceMode: '0',
  payments: true,
})
