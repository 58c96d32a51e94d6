import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'

/** What the signed-in role may do to pipelines and stages (SPEC §6 `pipelines`). */
export function usePipelineRights() {
  const roleId = useCurrentUser().user?.role_id ?? null
  const may = (action: 'create' | 'update' | 'delete') => can(roleId, 'pipelines', action)
  return { create: may('create'), update: may('update'), delete: may('delete') }
}
