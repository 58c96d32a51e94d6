import { roleTitle } from '@/lib/permissions'
import type { Terms } from '@/lib/terminology'

/** The role's name as people read it ("Investment Committee"), in the tenant's terminology. */
export function roleLabel(roleId: number | null | undefined, terms?: Terms): string {
  return roleTitle(roleId, terms)
}
