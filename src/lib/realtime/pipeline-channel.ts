import type { PusherEcho } from './echo'

/**
 * The deal board's live channel, as a Laravel host would declare it in routes/channels.php:
 * `Broadcast::channel('pipelines.{pipeline}', fn ($user) => $user->can('index', PipelineDeal::class))`.
 * Events are `App\Events\PipelineDealUpdated` (a deal was created or changed) and
 * `App\Events\PipelineDealDeleted`, each broadcast on the deal's pipeline with `{deal}`.
 * The mock (mocks/host/pipeline-broadcast.ts) reads the same names from here.
 */
export const pipelineChannelName = (pipelineId: number | string) => `pipelines.${pipelineId}`

/** The subscribed (pusher) name of the channel: Echo adds `private-` to private channels. */
export const PIPELINE_CHANNEL = /^private-pipelines\.(\d+)$/

/** Pusher event names: the events' class names, as Laravel broadcasts them without broadcastAs(). */
export const PIPELINE_DEAL_UPDATED = 'App\\Events\\PipelineDealUpdated'
export const PIPELINE_DEAL_DELETED = 'App\\Events\\PipelineDealDeleted'

/** What both events carry: the deal's attributes (`broadcastWith()` => ['deal' => $deal]). */
export interface PipelineDealEvent {
  deal: { id: number; pipeline_id: number; [key: string]: unknown }
}

export type PipelineDealEventKind = 'updated' | 'deleted'

/**
 * Listen to one pipeline's deal events. The leading dot binds the class name as it is, so the
 * listener does not depend on Echo's `namespace` option. Returns the unsubscribe function.
 */
export function subscribeToPipeline(
  echo: PusherEcho,
  pipelineId: number,
  onEvent: (kind: PipelineDealEventKind, event: PipelineDealEvent) => void,
  options: { onSubscribed?: () => void } = {},
): () => void {
  const name = pipelineChannelName(pipelineId)
  const channel = echo.private(name)
  const updated = (event: PipelineDealEvent) => onEvent('updated', event)
  const deleted = (event: PipelineDealEvent) => onEvent('deleted', event)
  channel.listen(`.${PIPELINE_DEAL_UPDATED}`, updated)
  channel.listen(`.${PIPELINE_DEAL_DELETED}`, deleted)
  // A re-join after a reconnect means events were missed: the caller re-reads.
  const joined = () => options.onSubscribed?.()
  channel.subscription.bind('pusher:subscription_succeeded', joined)
  return () => {
    channel.stopListening(`.${PIPELINE_DEAL_UPDATED}`, updated)
    channel.stopListening(`.${PIPELINE_DEAL_DELETED}`, deleted)
    channel.subscription.unbind('pusher:subscription_succeeded', joined)
    echo.leaveChannel(`private-${name}`)
  }
}
