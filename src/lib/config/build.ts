/**
 * True in a build made with VITE_API_MODE=live: such a build ships no mock, and resolveConfig()
 * forces apiMode 'live' there so config.json cannot switch it into mock mode.
 *
 * Where the mock is loaded, guard the dynamic import with the inline expression
 * `if (import.meta.env.VITE_API_MODE !== 'live') await import('<mock>')`, not with this
 * constant: Vite substitutes the literal at that site, so the bundler never creates the mock
 * chunk. Checked with vite 8 (rolldown): through this imported constant the call is removed but
 * the unreachable mock chunk is still emitted into dist/.
 */
export const isLiveOnlyBuild: boolean = import.meta.env.VITE_API_MODE === 'live'
