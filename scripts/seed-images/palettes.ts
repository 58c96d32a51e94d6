/** Muted, bank-like palettes for the seed images: darkest first, palest last. */
export const PALETTES: readonly (readonly [string, string, string, string, string])[] = [
  ['#1f2a44', '#2f4063', '#5b6f94', '#a9b6cc', '#e7ebf2'], // navy
  ['#15383d', '#24595e', '#4f8a87', '#a8c8c2', '#e6efec'], // teal
  ['#2d3a2e', '#4a5d47', '#7f9178', '#c3cdb9', '#eef1ea'], // sage
  ['#3d3429', '#6b5b48', '#a38f74', '#d9cbb4', '#f4efe6'], // sand
  ['#3a1f26', '#5e2f3a', '#93606a', '#d3b3b7', '#f3eaeb'], // burgundy
  ['#23262b', '#3d434b', '#6f7782', '#b9bec5', '#eceef0'], // stone
  ['#2b2538', '#453c5c', '#7a7196', '#c1bcd2', '#eeecf3'], // plum
  ['#17324d', '#22507a', '#5683ad', '#a7c1da', '#e8eff6'], // ocean
]

/** Logo tile colours: deep enough for a white mark to read on them. */
export const MARK_COLOURS = [
  '#1f3a5f',
  '#2a6661',
  '#35573a',
  '#6b2d3c',
  '#9a6b1f',
  '#4a5563',
  '#51406e',
  '#245f8f',
  '#9b5239',
  '#5f6b2f',
  '#2e3136',
  '#3f6a80',
] as const

/** Soft portrait backgrounds, each with the darker tone of its silhouette. */
export const PORTRAIT_TONES: readonly (readonly [string, string])[] = [
  ['#e4e9f1', '#9aa8bf'],
  ['#e2eeeb', '#8fb0a9'],
  ['#ebefe4', '#a1ae94'],
  ['#f2ece2', '#bba98f'],
  ['#f1e6e7', '#bb9499'],
  ['#e9ebee', '#a0a7b1'],
  ['#ebe8f1', '#a59fbb'],
  ['#e3ecf4', '#8eaac6'],
  ['#f3ede4', '#c2ad8c'],
  ['#e6eee6', '#93ad93'],
  ['#eee9ee', '#ac9aac'],
  ['#e7edf0', '#95aab5'],
]

/** A small seeded PRNG (mulberry32): the same file every run, and no Math.random. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Coordinates rounded to whole pixels keep the files small. */
export const r = (n: number) => Math.round(n)
