import type { Row } from '../db/db'
import type { MockHost } from '../http/host'
import {
  PIPELINE_DEAL_DELETED,
  PIPELINE_DEAL_UPDATED,
  pipelineChannelName,
} from '../../src/lib/realtime/pipeline-channel'

/** `broadcast(new PipelineDealUpdated($deal))` on the deal's pipeline channel (and, after a
 * move between pipelines, on the one it left, so that board drops the card). */
export function broadcastDeal(
  host: MockHost,
  deal: Row,
  op: 'create' | 'update' | 'delete',
  before?: Row,
) {
  const event = op === 'delete' ? PIPELINE_DEAL_DELETED : PIPELINE_DEAL_UPDATED
  const channel = (id: unknown) => `private-${pipelineChannelName(String(id))}`
  host.realtime.publish(channel(deal.pipeline_id), event, { deal })
  if (before && before.pipeline_id !== deal.pipeline_id) {
    host.realtime.publish(channel(before.pipeline_id), PIPELINE_DEAL_DELETED, { deal })
  }
}
