import { describe, expect, it } from 'vitest'
import { matchFiles, matchedFiles, referencesIn, type MatchCandidate } from './match-files'

const pdf = (name: string) => ({ name, type: 'application/pdf' })
const candidate = (
  id: number,
  reference: string | null,
  hasCertificate = false,
): MatchCandidate => ({
  investmentId: id,
  reference,
  investor: `Investor ${id}`,
  hasCertificate,
})
const ISSUE = [candidate(1, 'INV-000123'), candidate(2, 'INV-000456'), candidate(3, null)]
const statuses = (names: string[], candidates = ISSUE) =>
  matchFiles(names.map(pdf), candidates).map((m) => [
    m.file.name,
    m.status,
    m.candidate?.investmentId ?? null,
  ])

describe('referencesIn', () => {
  it('finds the reference anywhere in the name, in any case', () => {
    expect(referencesIn('EIS3 inv-000123 Jones.pdf')).toEqual(['INV-000123'])
    expect(referencesIn('Certificate_Inv-000123.PDF')).toEqual(['INV-000123'])
    expect(referencesIn('INV-000123.pdf')).toEqual(['INV-000123'])
  })

  it('finds none in a name without one, and each reference once', () => {
    expect(referencesIn('certificate.pdf')).toEqual([])
    expect(referencesIn('INV000123.pdf')).toEqual([])
    expect(referencesIn('INV-000123 copy of INV-000123.pdf')).toEqual(['INV-000123'])
  })
})

describe('matchFiles', () => {
  it('matches each file to the investment of the investor it names', () => {
    expect(statuses(['EIS3-inv-000123.pdf', 'INV-000456 Smith.pdf'])).toEqual([
      ['EIS3-inv-000123.pdf', 'matched', 1],
      ['INV-000456 Smith.pdf', 'matched', 2],
    ])
  })

  it('marks a file without a reference, or naming two', () => {
    expect(statuses(['scan.pdf', 'INV-000123 and INV-000456.pdf'])).toEqual([
      ['scan.pdf', 'no-reference', null],
      ['INV-000123 and INV-000456.pdf', 'several-references', null],
    ])
  })

  it('marks a reference that is not an investor in this share issue', () => {
    expect(statuses(['INV-000999.pdf'])).toEqual([['INV-000999.pdf', 'not-in-issue', null]])
  })

  it('holds back both files when two are for one investor', () => {
    expect(statuses(['INV-000123.pdf', 'inv-000123 (1).pdf', 'INV-000456.pdf'])).toEqual([
      ['INV-000123.pdf', 'duplicate', 1],
      ['inv-000123 (1).pdf', 'duplicate', 1],
      ['INV-000456.pdf', 'matched', 2],
    ])
  })

  it('marks an investor who already has a certificate, or several investments in the issue', () => {
    const candidates = [
      candidate(1, 'INV-000123', true),
      candidate(2, 'INV-000456'),
      candidate(4, 'inv-000456'),
    ]
    expect(statuses(['INV-000123.pdf', 'INV-000456.pdf'], candidates)).toEqual([
      ['INV-000123.pdf', 'has-certificate', 1],
      ['INV-000456.pdf', 'several-investments', null],
    ])
  })

  it('marks a file that is not a PDF', () => {
    const [m] = matchFiles([{ name: 'INV-000123.docx', type: 'application/msword' }], ISSUE)
    expect(m.status).toBe('not-pdf')
  })

  it('saves only the matched files', () => {
    const matches = matchFiles(['INV-000123.pdf', 'scan.pdf', 'INV-000999.pdf'].map(pdf), ISSUE)
    expect(matchedFiles(matches).map((m) => m.file.name)).toEqual(['INV-000123.pdf'])
  })
})
