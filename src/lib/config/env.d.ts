// The VITE_* build variables the runtime config falls back to (see DESIGN "Runtime configuration").
interface ImportMetaEnv {
  readonly VITE_API_MODE?: string
  readonly VITE_API_URL?: string
  readonly VITE_PUSHER_KEY?: string
  readonly VITE_PUSHER_CLUSTER?: string
  readonly VITE_PUSHER_HOST?: string
  readonly VITE_PUSHER_PORT?: string
  readonly VITE_PUSHER_TLS?: string
  readonly VITE_MAINTENANCE_MODE?: string
}
