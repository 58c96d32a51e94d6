/** "Alex Morgan", or the email while an account has no name. */
export function personName(user: {
  name?: string | null
  surname?: string | null
  email?: string
}) {
  const full = `${user.name ?? ''} ${user.surname ?? ''}`.trim()
  return full || user.email || 'This account'
}
