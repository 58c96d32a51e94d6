// @vitest-environment dom
import { describe, expect, it } from 'vitest'
import { datedFilename, plainText } from './csv'

describe('plainText and datedFilename', () => {
  it('reads rich text as one line', () => {
    expect(plainText('<p>You are <strong>an insider</strong>.</p>\n<p>Keep it.</p>')).toBe(
      'You are an insider. Keep it.',
    )
    expect(plainText(null)).toBe('')
  })

  it('names the file for the day it was taken', () => {
    expect(datedFilename('insider-register', new Date(2026, 10, 3, 12))).toBe(
      'insider-register-2026-11-03.csv',
    )
  })
})
