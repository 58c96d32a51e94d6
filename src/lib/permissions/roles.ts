/** Role ids of SPEC §6. Compliance has no id in the spec: 6 is free and documented in the README. */
export const ROLES = {
  Super_Admin: 1,
  Entrepreneur: 2,
  Investment_Committee: 3,
  User: 5,
  Compliance: 6,
  Custodian: 7,
  Support: 8,
  Creator: 9,
  Investment_Manager: 10,
  Fund_Manager: 11,
  Adviser: 12,
} as const

export type RoleName = keyof typeof ROLES
export type RoleId = (typeof ROLES)[RoleName]

export const INVESTOR_ROLE: RoleId = ROLES.User

export function roleName(id: number | null | undefined): RoleName | null {
  const entry = Object.entries(ROLES).find(([, v]) => v === id)
  return entry ? (entry[0] as RoleName) : null
}

/** Every role but User is staff and lands on the admin portal. */
export function isStaff(roleId: number | null | undefined): boolean {
  return roleId != null && roleId !== ROLES.User && roleName(roleId) !== null
}
