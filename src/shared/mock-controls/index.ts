/**
 * Mock mode's "Mock controls" panel (issue 3 §6). The app imports this lazily, and only when
 * the build is not live-only and config.apiMode is 'mock', so none of it reaches a live build.
 */
import { MockControls } from './mock-controls'

export { MockControls }
export default MockControls
