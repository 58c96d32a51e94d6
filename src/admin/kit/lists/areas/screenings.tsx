import { personName } from '@/lib/api'
import { ADMIN_PATHS } from '@/lib/navigation'
import type { FamilyRows } from '../api'
import { PrimaryCell, text } from '../components/cells'
import { defineArea } from '../model/area-config'
import { fixedNoun, relative } from './area-helpers'
import { dateColumn } from './columns'

type User = FamilyRows['users']

/** Staff review a referral on the investor's Screening tab, where the matches show. */
const screeningTab = (u: { id: number }) => `${ADMIN_PATHS.investors}/${u.id}/screening`
const userName = (u: User) => personName(u) || u.email

/**
 * User screening: the investors whose identity and sanctions screening the provider referred
 * for review (a possible match), each opening the investor's Screening tab to clear or fail it.
 */
export const screeningsArea = defineArea({
  path: relative(ADMIN_PATHS.screenings),
  family: 'users',
  recordName: userName,
  recordPath: screeningTab,
  noun: fixedNoun('screenings awaiting review'),
  description:
    'Investors whose identity and sanctions screening found a possible match. They cannot invest until staff clear the screening.',
  searchFilter: 'search',
  query: { type: 'investor', filter: { screening_status: 'refer' } },
  defaultSort: 'created_at',
  columns: [
    {
      id: 'surname',
      header: 'Investor',
      sortable: true,
      cell: (u) => <PrimaryCell to={screeningTab(u)} name={userName(u)} secondary={u.email} />,
    },
    { id: 'investor_reference', header: 'Reference', cell: (u) => text(u.investor_reference) },
    dateColumn<User>('created_at', 'Joined', (u) => u.created_at),
  ],
})
