/**
 * Bulk certificate upload: which investor each file is for, read from the investor reference
 * in its name (INV-000123, any case, anywhere in the name). Pure, so the preview staff see
 * before anything is saved is the same decision that picks what is sent.
 */

/** One investor of the share issue a file may be for. */
export interface MatchCandidate {
  investmentId: number
  /** The investor's reference (INV-000123); null when the investor has none yet. */
  reference: string | null
  investor: string
  /** True when the investment already has a certificate (the host takes one per investment). */
  hasCertificate: boolean
}

export type MatchProblem =
  | 'no-reference'
  | 'several-references'
  | 'not-in-issue'
  | 'several-investments'
  | 'has-certificate'
  | 'duplicate'
  | 'not-pdf'

export type FileMatch<F> =
  | { file: F; status: 'matched'; reference: string; candidate: MatchCandidate }
  | { file: F; status: MatchProblem; reference: string | null; candidate: MatchCandidate | null }

const REFERENCE = /inv-(\d+)/gi

/** The references a file name names, upper case and without repeats. */
export function referencesIn(name: string): string[] {
  const found = [...name.matchAll(REFERENCE)].map((m) => `INV-${m[1]}`)
  return [...new Set(found)]
}

const isPdf = (file: { name: string; type?: string }) =>
  file.type === 'application/pdf' || /\.pdf$/i.test(file.name)

/**
 * Each file with the investor it is for, or why it is not saved: no reference, several, an
 * investor not in this share issue (or with several investments in it), one who already has a
 * certificate, or two files for the same investor (both are held back: which one is right is
 * for staff to say).
 */
export function matchFiles<F extends { name: string; type?: string }>(
  files: readonly F[],
  candidates: readonly MatchCandidate[],
): FileMatch<F>[] {
  const byReference = new Map<string, MatchCandidate[]>()
  for (const c of candidates) {
    if (!c.reference) continue
    const key = c.reference.toUpperCase()
    byReference.set(key, [...(byReference.get(key) ?? []), c])
  }
  const first = files.map((file): FileMatch<F> => {
    if (!isPdf(file)) return { file, status: 'not-pdf', reference: null, candidate: null }
    const references = referencesIn(file.name)
    if (references.length === 0)
      return { file, status: 'no-reference', reference: null, candidate: null }
    if (references.length > 1)
      return { file, status: 'several-references', reference: null, candidate: null }
    const reference = references[0]
    const found = byReference.get(reference) ?? []
    if (found.length === 0) return { file, status: 'not-in-issue', reference, candidate: null }
    if (found.length > 1) return { file, status: 'several-investments', reference, candidate: null }
    const candidate = found[0]
    if (candidate.hasCertificate) return { file, status: 'has-certificate', reference, candidate }
    return { file, status: 'matched', reference, candidate }
  })
  const perInvestment = new Map<number, number>()
  for (const m of first)
    if (m.status === 'matched')
      perInvestment.set(
        m.candidate.investmentId,
        (perInvestment.get(m.candidate.investmentId) ?? 0) + 1,
      )
  return first.map((m) =>
    m.status === 'matched' && (perInvestment.get(m.candidate.investmentId) ?? 0) > 1
      ? { ...m, status: 'duplicate' as const }
      : m,
  )
}

/** The files that will be saved. */
export const matchedFiles = <F>(matches: readonly FileMatch<F>[]) =>
  matches.filter((m): m is Extract<FileMatch<F>, { status: 'matched' }> => m.status === 'matched')

/** What the preview says about a file that is not saved. */
export const PROBLEM_TEXT: Record<MatchProblem, string> = {
  'no-reference': 'No investor reference (INV-…) in the file name',
  'several-references': 'The name holds more than one investor reference',
  'not-in-issue': 'Not an investor in this share issue',
  'several-investments': 'Several investments in this share issue: upload it on the row',
  'has-certificate': 'Already has a certificate',
  duplicate: 'Two files for this investor',
  'not-pdf': 'Not a PDF',
}
