import type { MockHost } from '../http/host'
import type { Router } from '../http/router'
import { json } from '../http/responses'

/** The mock host's outbox: what Laravel would have emailed (QA reads links from it). */
export async function sendMail(host: MockHost, to: string, subject: string, link: string) {
  await host.db.table('mail').insert({ to, subject, link })
}

/** A random hex string (tokens and signed-link hashes). */
export function randomHex(bytes = 32) {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')
}

/**
 * Laravel's VerifyEmail notification (`sendEmailVerificationNotification()`): a link to
 * /email/verify/{id}/{hash} that GET /email/verify/:id/:hash accepts for this user. Sent on
 * registration and, as Breeze's ProfileController does, when a user changes their own email.
 */
export async function sendEmailVerification(host: MockHost, user: { id: number; email: string }) {
  const hash = randomHex().slice(0, 40)
  await host.db.table('email_verifications').insert({ user_id: user.id, hash, email: user.email })
  await sendMail(host, user.email, 'Verify Email Address', `/email/verify/${user.id}/${hash}`)
}

export function registerMailbox(router: Router) {
  // By hand: a mock control, not the contract's.
  router.get(
    '/__mock/mail',
    (req) => {
      const to = req.query.get('to')?.toLowerCase()
      const mail = req.host.db
        .table<{ id: number; to: string }>('mail')
        .all()
        .filter((m) => !to || m.to.toLowerCase() === to)
        .reverse()
      return json({ data: mail })
    },
    { auth: false, csrf: false },
  )
}
