import { grants } from '../engine/grants'
import type { Router } from '../http/router'
import type { RequestContext } from '../http/context'
import { json, message } from '../http/responses'
import { signChannel, SOCKET_ID } from '../realtime/sign'
import { PIPELINE_CHANNEL } from '../../src/lib/realtime/pipeline-channel'

/** routes/channels.php: `App.Models.User.{id}` => (int) $user->id === (int) $id. */
const USER_CHANNEL = /^private-App\.Models\.User\.(\d+)$/

/**
 * routes/channels.php: `pipelines.{pipeline}` => staff who may list deals (SPEC §6
 * pipeline_deals index), for a pipeline that exists.
 */
function mayWatchPipeline(ctx: RequestContext, pipelineId: number): boolean {
  if (!ctx.user || !grants(ctx.user, 'pipeline_deals', 'index')) return false
  return ctx.host.db.table('pipelines').find(pipelineId) !== undefined
}

/** Laravel's AccessDeniedHttpException from the broadcaster: 403 with an empty message. */
const denied = () => message(403, '')

function field(ctx: RequestContext, name: string): string {
  const value = ctx.input.fields[name]
  return typeof value === 'string' ? value : ''
}

async function authorize(ctx: RequestContext): Promise<Response> {
  const socketId = field(ctx, 'socket_id')
  const channel = field(ctx, 'channel_name')
  if (!ctx.user || !channel || !SOCKET_ID.test(socketId)) return denied()
  const user = USER_CHANNEL.exec(channel)
  const pipeline = PIPELINE_CHANNEL.exec(channel)
  const granted = user
    ? Number(user[1]) === ctx.user.id
    : pipeline !== null && mayWatchPipeline(ctx, Number(pipeline[1]))
  if (!granted) return denied()
  const { key, secret } = ctx.host.pusher
  return json({ auth: `${key}:${await signChannel(secret, socketId, channel)}` })
}

/**
 * POST /api/broadcasting/auth (Laravel also answers GET; the contract lists only what the
 * client uses). Laravel removes CSRF from this route and the broadcaster checks the session
 * itself, so a guest gets 403, not 401.
 */
export function registerBroadcasting(router: Router) {
  // By hand: Pusher's signing endpoint, not a controller action (no binding, policy or rules).
  router.post('/api/broadcasting/auth', authorize, { auth: false, csrf: false })
  return router
}
