import { formatCount } from './number'

/** The singular of a list's plural noun ("opportunities" → "opportunity", "KPIs" → "KPI"). */
export function singularOf(plural: string): string {
  if (/people$/i.test(plural))
    return plural.replace(/people$/i, (w) => (w[0] === 'P' ? 'Person' : 'person'))
  if (/(ss|us|news)$/i.test(plural)) return plural
  if (/(s|x|z|sh|ch)es$/i.test(plural)) return plural.slice(0, -2)
  if (/[^aeiou]ies$/i.test(plural)) return `${plural.slice(0, -3)}y`
  if (/[^s]s$/i.test(plural)) return plural.slice(0, -1)
  return plural
}

/** "1 investor", "2 investors", "12,480 investors": the count with its noun in agreement. */
export const countNoun = (n: number, plural: string) =>
  `${formatCount(n)} ${n === 1 ? singularOf(plural) : plural}`
