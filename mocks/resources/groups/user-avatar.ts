import type { Row } from '../../db/db'
import type { Ctx } from '../../engine/types'

/**
 * An `avatar_file` uploaded with a user update becomes their `avatar`. The host keeps it as a
 * data: URL in the column (small pictures, max 1 MB), so no storage route is needed to show
 * it; a real host stores the file and answers its public URL. `avatar_file` is not a column.
 */
export async function storeAvatar(ctx: Ctx, row: Row) {
  const upload = ctx.req.input.blobs?.avatar_file
  const info = ctx.req.input.files.avatar_file
  const patch: Record<string, unknown> = {}
  if (upload && info) {
    const bytes = new Uint8Array(await upload.arrayBuffer())
    let binary = ''
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    patch.avatar = `data:${info.type || 'image/png'};base64,${btoa(binary)}`
  }
  if (row.avatar_file !== undefined) patch.avatar_file = undefined
  if (Object.keys(patch).length)
    await ctx.req.host.db.table('users').update(row.id, patch, { touch: false })
}
