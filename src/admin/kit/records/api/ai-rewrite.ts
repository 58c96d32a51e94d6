import { DecodeError, decodeRecord, http } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'

type AiRewriteResult = components['schemas']['AiRewriteResult']

/** POST /api/ai/rewrite: the host's rewrite of a piece of rich text, offered to accept or discard. */
export async function aiRewrite(html: string): Promise<string> {
  const res = await http.post<unknown>('/api/ai/rewrite', { html })
  // Bare or wrapped in `data`, as records are.
  const { html: rewritten } = decodeRecord<Partial<AiRewriteResult>>(res.data, 'the AI rewrite')
  if (typeof rewritten !== 'string') throw new DecodeError('the AI rewrite', 'expected its html')
  return rewritten
}
