/**
 * Sweep calls for the operations that are not a generic family's: session, notifications,
 * broadcasting, stats, reports, search, payments and settings (investments and compliance in
 * sweep-special-deals.ts). Each names the account SPEC §6/§7 gives it and a body that succeeds.
 */
import { notify, notificationsTable, USER_MODEL } from '../host/notify'
import { INVESTOR, SUPERADMIN, get, post, type Build, type SweepEnv } from './sweep-env'
import type { Phase } from './sweep-families'
import { DEALS_SPECIAL } from './sweep-special-deals'
import { INVESTOR_RECORDS_SPECIAL } from './sweep-special-investor-records'
import { SCREENING_SPECIAL } from './sweep-special-screening'
import { AML_SPECIAL } from './sweep-special-aml'
import { PROMOTION_SPECIAL } from './sweep-special-promotion'
import { COMPLIANCE_SPECIAL } from './sweep-special-compliance'
import { OPTION_LISTS_SPECIAL } from './sweep-special-option-lists'
import { SESSION_SPECIAL } from './sweep-special-session'
import { BRANDING_SPECIAL } from './sweep-special-branding'
import { TAX_SPECIAL } from './sweep-special-tax'
import { storeImage, type ImageFamily } from '../resources/groups/image-uploads'
import { generatePng } from '../handlers/storage-files'

/** A notification of the user to mark read, made when the seed gave them none. */
async function notificationOf(env: SweepEnv, email: string): Promise<string> {
  const id = env.user(email).id
  const own = notificationsTable(env.api.host).first(
    (n) => n.notifiable_type === USER_MODEL && n.notifiable_id === id && n.read_at === null,
  )
  if (own) return own.uuid
  return (await notify(env.api.host, id, { message: 'Sweep notification' })).id
}

/** A picture uploaded to the family's first row, read back by staff at its `image_url`. */
const imageFile =
  (family: ImageFamily): Build =>
  async (env) => {
    const row = env.rows(family)[0]
    const png = new Blob([generatePng(2, 2, [10, 20, 30])], { type: 'image/png' })
    await storeImage(env.db, family, row.id, png, 'sweep.png')
    return get(SUPERADMIN, String(env.db.table(family).find(row.id)!.image_url))
  }

/** The operations outside the families, by operationId: phase and call. */
export const SPECIAL: Record<string, [Phase, Build]> = {
  ...SESSION_SPECIAL,
  ...SCREENING_SPECIAL,
  ...AML_SPECIAL,
  ...PROMOTION_SPECIAL,
  userNotificationsIndex: ['read', () => get(INVESTOR, '/api/notifications/user')],
  userNotificationsUnread: ['read', () => get(INVESTOR, '/api/notifications/user/unread')],
  userNotificationsMarkRead: [
    'write',
    async (env) =>
      post(INVESTOR, `/api/notifications/user/mark-read/${await notificationOf(env, INVESTOR)}`),
  ],
  userNotificationsMarkAllRead: [
    'write',
    () => post(INVESTOR, '/api/notifications/user/mark-read'),
  ],
  adminNotificationsIndex: ['read', () => get(SUPERADMIN, '/api/notifications/admin')],
  adminNotificationsUnread: ['read', () => get(SUPERADMIN, '/api/notifications/admin/unread')],
  adminNotificationsMarkRead: [
    'write',
    async (env) =>
      post(
        SUPERADMIN,
        `/api/notifications/admin/mark-read/${await notificationOf(env, SUPERADMIN)}`,
      ),
  ],
  adminNotificationsMarkAllRead: [
    'write',
    () => post(SUPERADMIN, '/api/notifications/admin/mark-read'),
  ],
  broadcastingAuth: [
    'write',
    (env) =>
      post(INVESTOR, '/api/broadcasting/auth', {
        socket_id: '1234.5678',
        channel_name: `private-App.Models.User.${env.user(INVESTOR).id}`,
      }),
  ],
  attributeValuesSync: [
    'write',
    (env) => {
      // The investor's required profile attributes, each with its first option or a word.
      const required = env.db
        .table('attributes')
        .where((a) => a.entity === 'investor' && a.form === null && a.is_required === 1)
      const values = Object.fromEntries(
        required.map((a) => [a.id, ((a.options as string[] | null) ?? ['Sweep'])[0]]),
      )
      return {
        as: SUPERADMIN,
        method: 'PUT',
        url: '/api/attribute-values',
        body: { attributable_type: 'users', attributable_id: env.user(INVESTOR).id, values },
      }
    },
  ],

  ...DEALS_SPECIAL,
  ...INVESTOR_RECORDS_SPECIAL,
  ...COMPLIANCE_SPECIAL,
  ...OPTION_LISTS_SPECIAL,

  statsOverview: ['read', () => get(SUPERADMIN, '/api/stats/overview')],
  tasksMine: ['read', () => get(SUPERADMIN, '/api/tasks/mine')],
  statsInvestor: ['read', () => get(INVESTOR, '/api/stats/investor')],
  statsOpportunity: [
    'read',
    (env) =>
      get(SUPERADMIN, `/api/stats/opportunities/${env.rows('investment-opportunities')[0].id}`),
  ],
  statsFund: ['read', (env) => get(SUPERADMIN, `/api/stats/funds/${env.rows('funds')[0].id}`)],
  reportsKpiTable: ['read', () => get(SUPERADMIN, '/api/reports/kpis')],
  reportsKpiPortfolio: ['read', () => get(SUPERADMIN, '/api/reports/kpi-portfolio')],
  reportsWip: ['read', () => get(SUPERADMIN, '/api/reports/wip')],
  reportsUpdateAudience: [
    'read',
    () => get(SUPERADMIN, '/api/reports/update-audience?is_public=1'),
  ],
  reportsNews: ['read', () => get(INVESTOR, '/api/reports/news')],
  aiRewrite: ['read', () => post(SUPERADMIN, '/api/ai/rewrite', { html: '<p>a lot of news</p>' })],
  documentsFile: [
    'read',
    (env) => {
      const mine = env.user(INVESTOR).id
      const doc = env.db
        .table('documents')
        .first((d) => d.documentable_type === 'users' && d.documentable_id === mine)
      if (!doc) throw new Error('sweep: the seed has no document of the investor')
      return get(INVESTOR, String(doc.url))
    },
  ],
  galleriesFile: ['read', imageFile('galleries')],
  teamImagesFile: ['read', imageFile('team-images')],
  search: ['read', () => get(SUPERADMIN, '/api/search?q=an')],
  supportContact: [
    'write',
    () => post(INVESTOR, '/api/support/contact', { subject: 'Sweep', message: 'Checking in.' }),
  ],
  singlePayment: [
    'write',
    () => post(INVESTOR, '/api/single-payment', { amount: 25, description: 'Share certificate' }),
  ],
  subscriptionPayment: [
    'write',
    () => post(INVESTOR, '/api/subscription-payment', { plan: 'monthly' }),
  ],

  ...BRANDING_SPECIAL,
  ...TAX_SPECIAL,
}
