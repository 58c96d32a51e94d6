import { useMemo } from 'react'
import { useFlags } from '@/lib/flags'
import { canOpenAdminRoute } from '@/lib/navigation'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import type { AnyRecordConfig } from './record-config'
import { editPath, tabPath } from './record-paths'

/**
 * What the signed-in role may do with one record of this kind, read from the same route rules
 * and role table that guard the addresses (so a tab shown is a tab that opens).
 */
export function useRecordAccess(config: AnyRecordConfig, id: number | string) {
  const { user } = useCurrentUser()
  const flags = useFlags()
  const roleId = user?.role_id ?? null
  return useMemo(() => {
    const tabs = config.tabs.filter((tab) =>
      canOpenAdminRoute(roleId, flags, tabPath(config, id, tab.segment)),
    )
    return {
      roleId,
      userId: user?.id ?? null,
      tabs,
      /** Where the record opens: its first tab the role may see, or null (Creator). */
      home: tabs[0] ? tabPath(config, id, tabs[0].segment) : null,
      canEdit: config.form !== undefined && canOpenAdminRoute(roleId, flags, editPath(config, id)),
      canDelete: config.deletable !== false && can(roleId, config.resource, 'delete'),
      canDeleteUnsafe: config.deletable !== false && can(roleId, config.resource, 'delete_unsafe'),
    }
  }, [config, id, roleId, flags, user?.id])
}
