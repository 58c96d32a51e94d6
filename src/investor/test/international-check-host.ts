import { investorPageHost } from '@/test/investor-page-host'
import { switchFlag } from '@/test/mock-host'

/**
 * The investor portal's mock host for the international check's tests: the flag's switch and
 * the seeded investor in Paris (verified, categorised and tested; one of the check's two
 * documents sent), so only the check stands between them and investing.
 */
export function internationalCheckHost() {
  const host = investorPageHost(null)
  const db = () => host.api.host.db
  return {
    host,
    db,
    flag: (on: boolean) => switchFlag(db(), 'ca_use_intl_check', on),
    inParis: () =>
      db()
        .table('users')
        .first((u) => u.country === 'FR')!,
  }
}
