import { describe, expect, it } from 'vitest'
import { FIXED_SECTIONS, parseProfileSlug, profileSlug } from './profile-slug'

describe('parseProfileSlug', () => {
  it('knows every fixed slug of SPEC §2', () => {
    for (const key of FIXED_SECTIONS) expect(parseProfileSlug(key)).toEqual({ kind: 'fixed', key })
  })

  it('reads the organisation and investment method slugs with their ids', () => {
    expect(parseProfileSlug('organisation_12')).toEqual({ kind: 'organisation', id: 12 })
    expect(parseProfileSlug('organisation-documents_3')).toEqual({
      kind: 'organisation-documents',
      id: 3,
    })
    expect(parseProfileSlug('investmentmethod_7')).toEqual({ kind: 'investmentmethod', id: 7 })
    expect(parseProfileSlug('investmentmethod-documents_7')).toEqual({
      kind: 'investmentmethod-documents',
      id: 7,
    })
  })

  it('refuses anything else', () => {
    for (const slug of [
      '',
      'settings',
      'organisation',
      'organisation_',
      'organisation_0',
      'organisation_01',
      'organisation_x',
      'organisation_1_2',
      'investmentmethod-1',
      'View',
    ])
      expect(parseProfileSlug(slug)).toBeNull()
  })

  it('round-trips', () => {
    for (const slug of ['details', 'organisation_4', 'investmentmethod-documents_9'])
      expect(profileSlug(parseProfileSlug(slug)!)).toBe(slug)
  })
})
