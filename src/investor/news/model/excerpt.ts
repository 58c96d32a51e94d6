import { sanitiseHtml } from '@/ui'

/** Elements around which a reader expects a gap, so "Heading" and "First line" do not run on. */
const BLOCKS = 'p,div,li,h1,h2,h3,h4,h5,h6,blockquote,pre,tr,br,section,article'

/** Elements whose text is not prose. The sanitiser drops them; dropped again in case it cannot. */
const NOT_PROSE = 'script,style,template,noscript,iframe,object,embed,svg,math'

/**
 * The words of staff-written HTML as plain text. The HTML is sanitised first, then parsed in an
 * inert document (DOMParser runs no script and loads nothing), so no markup ever reaches the
 * page: the result is rendered as text.
 */
export function htmlToText(html: string | null | undefined): string {
  const safe = sanitiseHtml(html)
  if (!safe) return ''
  const doc = new DOMParser().parseFromString(`<body>${safe}</body>`, 'text/html')
  doc.body.querySelectorAll(NOT_PROSE).forEach((el) => el.remove())
  doc.body.querySelectorAll(BLOCKS).forEach((el) => {
    el.before(' ')
    el.after(' ')
  })
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** At most `max` characters, cut at a word and marked with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max + 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,.;:-]+$/, '')}…`
}

export const EXCERPT_LENGTH = 220

/**
 * What a feed card says about a report: the summary staff wrote for it, else the opening words
 * of its body; plain text either way (a summary is meant to be text, but is staff input too).
 */
export function excerptOf(report: { summary?: string | null; body?: string | null }): string {
  return truncate(htmlToText(report.summary) || htmlToText(report.body), EXCERPT_LENGTH)
}
