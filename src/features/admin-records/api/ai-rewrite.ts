import { http } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'

type AiRewriteResult = components['schemas']['AiRewriteResult']

/** POST /api/ai/rewrite: the host's rewrite of a piece of rich text, offered to accept or discard. */
export async function aiRewrite(html: string): Promise<string> {
  const res = await http.post<AiRewriteResult>('/api/ai/rewrite', { html })
  const body = res.data as unknown
  // A host may wrap the answer in `data`, as it does records.
  const answer =
    body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body
  const rewritten = (answer as Partial<AiRewriteResult> | null)?.html
  if (typeof rewritten !== 'string') throw new Error('The AI rewrite answer could not be read')
  return rewritten
}
