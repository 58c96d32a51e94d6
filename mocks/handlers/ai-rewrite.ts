import { defineAction, registerActions } from '../engine/actions'
import type { UserRow } from '../http/context'
import type { Router } from '../http/router'
import { json } from '../http/responses'
import { isStaff } from '../../src/lib/permissions'

/** Wordy phrases and their tighter forms: the mock's whole "model", so QA can predict it. */
const TIGHTER: readonly (readonly [RegExp, string])[] = [
  [/\bin order to\b/gi, 'to'],
  [/\ba lot of\b/gi, 'many'],
  [/\bdue to the fact that\b/gi, 'because'],
  [/\bat this point in time\b/gi, 'now'],
  [/\bin the near future\b/gi, 'soon'],
  [/\bvery\s+/gi, ''],
  [/\breally\s+/gi, ''],
  [/\bjust\s+/gi, ''],
]

/** Tags that begin a new block: the text after them starts a sentence. */
const BLOCK_START = /^<(p|h[1-6]|li|blockquote|br|div)\b/i

/**
 * The mock's AI rewrite: the markup stays as it is and only the text between tags changes
 * (wordy phrases tightened, non-breaking spaces made plain and runs of them collapsed, sentences start with a capital). The
 * same HTML always gets the same answer.
 */
export function rewriteHtml(html: string): string {
  let sentenceStart = true
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (BLOCK_START.test(part)) sentenceStart = true
        return part
      }
      if (part === '') return part
      // Quill writes every space as &nbsp;: a rewrite gives plain spaces back.
      const spaced = part.replace(/&nbsp;|\u00a0/g, ' ')
      let text = TIGHTER.reduce((t, [from, to]) => t.replace(from, to), spaced).replace(
        / {2,}/g,
        ' ',
      )
      // Entities (&amp;) are left whole: only a plain letter is capitalised.
      text = text.replace(
        /([.!?]\s+)([a-z])/g,
        (_m, end: string, c: string) => end + c.toUpperCase(),
      )
      if (sentenceStart)
        text = text.replace(/^(\s*)([a-z])/, (_m, s: string, c: string) => s + c.toUpperCase())
      if (text.trim() !== '') sentenceStart = /[.!?]\s*$/.test(text)
      return text
    })
    .join('')
}

/** POST /api/ai/rewrite: staff only; {html} in, {html} out. */
const rewrite = defineAction({
  method: 'POST',
  path: '/api/ai/rewrite',
  // Staff write the texts it rewrites; investors, and users with no role, may not.
  may: (req) => isStaff((req.user as UserRow).role_id),
  rules: { html: 'required|string|max:200000' },
  handle: (_req, data) => json({ html: rewriteHtml(String(data.html)) }),
})

export function registerAiEndpoints(router: Router) {
  registerActions(router, [rewrite])
}
