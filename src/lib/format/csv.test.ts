import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

describe('toCsv', () => {
  const columns = [
    { header: 'Name', value: (r: { name: string; n: number | null }) => r.name },
    { header: 'Count', value: (r: { name: string; n: number | null }) => r.n },
  ]

  it('quotes what needs it, leaves empty cells empty and ends lines with CRLF', () => {
    const csv = toCsv(columns, [
      { name: 'Smith, "Jo"', n: 2 },
      { name: 'Line\nbreak', n: null },
    ])
    expect(csv).toBe('Name,Count\r\n"Smith, ""Jo""",2\r\n"Line\nbreak",\r\n')
  })

  it('keeps a spreadsheet from running a typed formula, numbers left alone', () => {
    expect(toCsv(columns, [{ name: '=HYPERLINK("x")', n: -1 }])).toBe(
      `Name,Count\r\n"'=HYPERLINK(""x"")",-1\r\n`,
    )
  })
})
