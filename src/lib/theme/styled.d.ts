import 'styled-components'
import type { AppTheme } from './build-theme'

declare module 'styled-components' {
  // Declaration merging needs an interface; the empty body is the point (no new members).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
