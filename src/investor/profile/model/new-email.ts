/** The toast's title when a user's own email change left the account unverified. */
export const NEW_EMAIL_TITLE = 'Verify your new email address'

/** Breeze's words for the link it mails ("verification-link-sent"), naming the new address. */
export const newEmailMessage = (email: string) =>
  `A new verification link has been sent to ${email}. Please follow it to verify your new email address.`

/**
 * The new address the host now waits to see verified, or null. Breeze's ProfileController
 * clears `email_verified_at` when the email changes and mails the link: the portal says so only
 * when the saved row shows both (a host that kept the verification is taken at its word).
 */
export function unverifiedNewEmail(
  before: string | null | undefined,
  saved: { email?: unknown; email_verified_at?: unknown } | null | undefined,
): string | null {
  if (!saved || typeof saved.email !== 'string' || saved.email === '') return null
  if (saved.email === before || saved.email_verified_at !== null) return null
  return saved.email
}
