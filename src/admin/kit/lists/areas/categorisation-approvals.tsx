import { personName } from '@/lib/api'
import { ADMIN_PATHS } from '@/lib/navigation'
import type { FamilyRows } from '../api'
import { PrimaryCell, text } from '../components/cells'
import { defineArea } from '../model/area-config'
import { fixedNoun, relative } from './area-helpers'
import { dateColumn } from './columns'

type User = FamilyRows['users']

/** Staff decide on the investor's category tab, where the statements they confirmed show. */
const categoryTab = (u: { id: number }) => `${ADMIN_PATHS.investors}/${u.id}/category`
const userName = (u: User) => personName(u) || u.email

/**
 * Categorisation approval: the categories investors confirmed that wait for staff (oldest
 * first), each opening the investor's category tab to approve or reject it.
 */
export const categorisationApprovalsArea = defineArea({
  path: relative(ADMIN_PATHS.categorisationApprovals),
  family: 'users',
  recordName: userName,
  recordPath: categoryTab,
  noun: fixedNoun('categorisations awaiting approval'),
  description:
    'Investor categories that investors confirmed and that do not count for investing until staff approve them.',
  searchFilter: 'search',
  query: {
    type: 'investor',
    filter: { category_approval_status: 'awaiting' },
    include: ['category'],
  },
  defaultSort: 'category_confirmed_at',
  columns: [
    {
      id: 'surname',
      header: 'Investor',
      sortable: true,
      cell: (u) => <PrimaryCell to={categoryTab(u)} name={userName(u)} secondary={u.email} />,
    },
    { id: 'category', header: 'Category', cell: (u) => text(u.category?.name) },
    dateColumn<User>('category_confirmed_at', 'Confirmed', (u) => u.category_confirmed_at),
  ],
})
