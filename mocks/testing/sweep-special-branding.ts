/** Sweep calls for the tenant's branding: its settings row and the files it names. */
import { SUPERADMIN, get, post, type Build } from './sweep-env'
import type { Phase } from './sweep-families'
import { generatePng } from '../handlers/storage-files'
import { storeBrandingFile } from '../handlers/branding-files'

export const BRANDING_SPECIAL: Record<string, [Phase, Build]> = {
  brandingIndex: ['read', () => get(SUPERADMIN, '/api/branding')],
  // Public, as the settings row: a logo uploaded and read back without a session.
  brandingFile: [
    'read',
    async (env) => {
      const png = new Blob([generatePng(2, 2, [10, 20, 30])], { type: 'image/png' })
      const url = await storeBrandingFile(env.db, 'logo', png, 'sweep.png')
      await env.db.table('branding').update(env.rows('branding')[0].id, { logo: url })
      return get(null, url)
    },
  ],
  // Public: the login page is branded before anyone signs in.
  brandingShow: ['read', (env) => get(null, `/api/branding/${env.rows('branding')[0].id}`)],
  brandingStore: ['write', () => post(SUPERADMIN, '/api/branding', { page_title: 'Sweep' })],
  brandingUpdate: [
    'write',
    (env) => ({
      as: SUPERADMIN,
      method: 'PATCH',
      url: `/api/branding/${env.rows('branding')[0].id}`,
      body: { page_title: 'Sweep' },
    }),
  ],
  brandingReplace: [
    'write',
    (env) => ({
      as: SUPERADMIN,
      method: 'PUT',
      url: `/api/branding/${env.rows('branding')[0].id}`,
      body: { page_title: 'Sweep' },
    }),
  ],
  brandingUpdateSpoofed: [
    'write',
    (env) => ({
      ...post(SUPERADMIN, `/api/branding/${env.rows('branding')[0].id}`, {
        _method: 'PATCH',
        page_title: 'Sweep',
      }),
      form: true,
    }),
  ],
}
