/**
 * `npm run check:host -- https://api.tenant.example [--origin https://portal.tenant.example]
 *   [--email … --password …] [--maintenance]`: the deployer's conformance check (README,
 * "Checking a host"). The logic is in main.ts and run.ts; this file only runs it.
 */
import { main } from './main'

main(process.argv.slice(2), process.env).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e)
    process.exit(1)
  },
)
