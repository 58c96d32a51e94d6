import { flagColumns } from '@/lib/settings/flag-names'
import { startTabHost } from '@/test/tab-host'

export { renderTab, signInAs } from '@/test/tab-host'

/** The mock host for a test file, with user screening on unless a test turns it off. */
export const startScreeningHost = () => startTabHost(flagColumns({ user_screening_enabled: 1 }))
