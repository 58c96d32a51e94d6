import { roleName } from '@/lib/permissions'

/** The role's name as people read it: "Investment_Committee" -> "Investment Committee". */
export function roleLabel(roleId: number | null | undefined): string {
  const name = roleName(roleId)
  return name ? name.replace(/_/g, ' ') : 'No role'
}
