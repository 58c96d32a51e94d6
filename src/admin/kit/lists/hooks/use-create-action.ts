import { useMemo } from 'react'
import { useFlags } from '@/lib/flags'
import { canOpenAdminRoute, createMenu } from '@/lib/navigation'
import { useCurrentUser } from '@/lib/session'
import type { AreaConfig } from '../model/area-config'
import type { ListFamily } from '../api'

/** The area's create page, when the create menu offers it to this role (permission and flag). */
export function useCreateAction<F extends ListFamily>(
  create: AreaConfig<F>['create'],
): { label: string; to: string } | null {
  const { user } = useCurrentUser()
  const flags = useFlags()
  const roleId = user?.role_id
  return useMemo(() => {
    if (!create) return null
    if ('to' in create) return canOpenAdminRoute(roleId, flags, create.to) ? create : null
    const action = createMenu(roleId, flags).find((a) => a.key === create.key)
    return action ? { label: create.label, to: action.to } : null
  }, [create, roleId, flags])
}
