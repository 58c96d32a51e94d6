import { Navigate } from 'react-router-dom'
import { useFlags } from '@/lib/flags'
import { adminNav } from '@/lib/navigation'
import { useCurrentUser } from '@/lib/session'
import { NotFoundError } from '@/ui'

/**
 * `/admin/reports` itself (SPEC §2): the first report kind the role may open, as the
 * navigation's reports group links to. The guard has already refused a role with none.
 */
export function ReportsHome() {
  const roleId = useCurrentUser().user?.role_id
  const flags = useFlags()
  const first = adminNav(roleId, flags).find((item) => item.key === 'reports')?.to
  if (!first) throw new NotFoundError('admin page')
  return <Navigate to={first} replace />
}
