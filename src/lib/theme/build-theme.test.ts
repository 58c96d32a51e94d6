import { describe, expect, it } from 'vitest'
import { buildTheme } from './build-theme'
import { contrast, parseColour } from './colour-math'
import { DEFAULT_COLOURS } from './default-colours'

const ratio = (a: string, b: string) => contrast(parseColour(a)!, parseColour(b)!)

describe('buildTheme', () => {
  it('uses calm defaults when the tenant configured nothing', () => {
    const theme = buildTheme(undefined)
    expect(theme.colours.primary).toBe(DEFAULT_COLOURS.primary)
    expect(theme.colours.surface).toBe(DEFAULT_COLOURS.surface)
    expect(buildTheme({ colours: '{}' }).colours).toEqual(theme.colours)
  })

  it("takes the tenant's colours from the JSON string", () => {
    const theme = buildTheme({ colours: JSON.stringify({ primary: '#0b3d5c', accent: '#1f7a8c' }) })
    expect(theme.colours.primary).toBe('#0b3d5c')
    expect(theme.colours.accent).toBe('#1f7a8c')
    expect(theme.colours.primaryHover).not.toBe('#0b3d5c')
  })

  it('ignores malformed JSON and unmeasurable colours', () => {
    expect(buildTheme({ colours: 'not json' }).colours.primary).toBe(DEFAULT_COLOURS.primary)
    expect(buildTheme({ colours: '{"primary":"hotpink"}' }).colours.primary).toBe(
      DEFAULT_COLOURS.primary,
    )
    expect(buildTheme({ colours: '{"primary":"rgb(10, 20, 30)"}' }).colours.primary).toBe('#0a141e')
  })

  it('keeps text on primary at AA (4.5:1) for any brand colour', () => {
    for (const primary of [
      '#ffffff',
      '#ffeb3b',
      '#777777',
      '#2f80ed',
      '#00ff00',
      '#0b3d5c',
      '#000',
    ]) {
      const { colours } = buildTheme({ colours: JSON.stringify({ primary }) })
      expect(ratio(colours.onPrimary, colours.primary)).toBeGreaterThanOrEqual(4.5)
      expect(ratio(colours.link, colours.surface)).toBeGreaterThanOrEqual(4.5)
      expect(ratio(colours.focus, colours.surface)).toBeGreaterThanOrEqual(3)
    }
  })

  it('keeps body, muted and error text readable even with poor tenant choices', () => {
    const { colours } = buildTheme({
      colours: JSON.stringify({ text: '#eeeeee', muted: '#dddddd', danger: '#ff9999' }),
    })
    expect(ratio(colours.text, colours.surface)).toBeGreaterThanOrEqual(7)
    expect(ratio(colours.textMuted, colours.surface)).toBeGreaterThanOrEqual(4.5)
    expect(ratio(colours.textMuted, colours.background)).toBeGreaterThanOrEqual(4.5)
    expect(ratio(colours.danger, colours.surface)).toBeGreaterThanOrEqual(4.5)
    expect(ratio(colours.onDanger, colours.danger)).toBeGreaterThanOrEqual(4.5)
  })

  it('gives every avatar colour AA contrast with its initials', () => {
    const { colours } = buildTheme()
    for (const bg of colours.avatar) expect(ratio(colours.onAvatar, bg)).toBeGreaterThanOrEqual(4.5)
  })

  it('has the SPEC §9 breakpoints and media helpers', () => {
    const theme = buildTheme()
    expect(theme.breakpoints).toEqual({ sm: 576, md: 768, lg: 900, xl: 1150, xxl: 1500 })
    expect(theme.media.up('md')).toBe('@media (min-width: 768px)')
    expect(theme.media.down('lg')).toBe('@media (max-width: 899.98px)')
    expect(theme.layout.scrollListMaxHeight).toBe('max(250px, 55vh)')
  })
})

describe('buildTheme: the text colour chosen for a fill', () => {
  it('is used on primary and secondary while it reaches AA', () => {
    const colours = JSON.stringify({
      primary: '#1d4f91',
      onPrimary: '#fff8e1',
      secondary: '#f2c94c',
      onSecondary: '#222222',
    })
    const theme = buildTheme({ colours })
    expect(theme.colours.onPrimary).toBe('#fff8e1')
    expect(theme.colours.onSecondary).toBe('#222222')
  })

  it("gives way to the theme's readable pick when it does not", () => {
    const theme = buildTheme({
      colours: JSON.stringify({ primary: '#1d4f91', onPrimary: '#2a5a99' }),
    })
    expect(theme.colours.onPrimary).not.toBe('#2a5a99')
    expect(ratio(theme.colours.onPrimary, theme.colours.primary)).toBeGreaterThanOrEqual(4.5)
  })
})
