import type { MockHost } from '../http/host'
import type { Router } from '../http/router'
import { json } from '../http/responses'

/** The mock host's outbox: what Laravel would have emailed (QA reads links from it). */
export async function sendMail(host: MockHost, to: string, subject: string, link: string) {
  await host.db.table('mail').insert({ to, subject, link })
}

export function registerMailbox(router: Router) {
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
