import { MARK_COLOURS, PALETTES, PORTRAIT_TONES, prng, r } from './palettes'

/** The seed's pictures as SVG source: abstract, text-free and a few hundred bytes each. */

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`

const gradient = (from: string, to: string, x2 = 1, y2 = 1) =>
  `<defs><linearGradient id="g" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`

const circle = (cx: number, cy: number, rad: number, attrs: string) =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad)}" ${attrs}/>`

/** A band across the picture whose top edge is one smooth curve, filled to the bottom. */
const band = (w: number, h: number, y0: number, y1: number, swell: number, fill: string) =>
  `<path d="M0 ${r(y0)}C${r(w / 3)} ${r(y0 - swell)} ${r((2 * w) / 3)} ${r(y1 + swell)} ${w} ${r(y1)}V${h}H0Z" fill="${fill}"/>`

/** Opportunity hero, 1200x600: 8 palettes x 3 compositions (arcs, slanted bars, bands). */
export function hero(i: number): string {
  const [p0, p1, p2, p3, p4] = PALETTES[i % PALETTES.length]
  const rand = prng(1000 + i)
  const W = 1200
  const H = 600
  const variant = Math.floor(i / PALETTES.length) % 3
  if (variant === 0) {
    // Odd ones mirror the rings to the left so that neighbouring cards differ.
    const cx = i % 2 ? 120 + rand() * 320 : 760 + rand() * 320
    const cy = 120 + rand() * 360
    const rings = [130, 230, 330, 430]
      .map((rad) =>
        circle(cx, cy, rad, `fill="none" stroke="${p3}" stroke-opacity=".3" stroke-width="2"`),
      )
      .join('')
    return svg(
      W,
      H,
      gradient(p0, p1) +
        `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
        circle(cx, cy, 170, `fill="${p2}" fill-opacity=".55"`) +
        rings +
        circle(
          W - cx + (rand() - 0.5) * 200,
          420 + rand() * 120,
          90 + rand() * 60,
          `fill="${p4}" fill-opacity=".08"`,
        ),
    )
  }
  if (variant === 1) {
    const angle = -18 - r(rand() * 14)
    const fills = [p2, p3, p4, p2, p3]
    const bars = fills
      .map((fill, k) => {
        const x = 120 + k * 190 + rand() * 60
        const y = -200 + rand() * 260
        const opacity = (0.12 + rand() * 0.3).toFixed(2)
        return `<rect x="${r(x)}" y="${r(y)}" width="${r(70 + rand() * 90)}" height="${r(520 + rand() * 360)}" rx="6" fill="${fill}" fill-opacity="${opacity}"/>`
      })
      .join('')
    return svg(
      W,
      H,
      gradient(p1, p0, 1, 0) +
        `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
        `<g transform="rotate(${angle} 600 300)">${bars}</g>`,
    )
  }
  const y = (base: number) => base + (rand() - 0.5) * 80
  return svg(
    W,
    H,
    gradient(p4, p3, 0, 1) +
      `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
      circle(
        260 + rand() * 680,
        150 + rand() * 80,
        70 + rand() * 40,
        `fill="#fff" fill-opacity=".7"`,
      ) +
      band(W, H, y(330), y(300), 60, p2) +
      band(W, H, y(410), y(390), -50, p1) +
      band(W, H, y(500), y(480), 40, p0),
  )
}

/** Gallery picture, 800x600: horizon, facade or interior panels. */
export function gallery(i: number): string {
  const [p0, p1, p2, p3, p4] = PALETTES[(i * 3) % PALETTES.length]
  const rand = prng(2000 + i)
  const W = 800
  const H = 600
  const variant = i % 3
  if (variant === 0) {
    return svg(
      W,
      H,
      gradient(p4, p3, 0, 1) +
        `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
        circle(180 + rand() * 440, 170 + rand() * 60, 56, `fill="#fff" fill-opacity=".75"`) +
        band(W, H, 380 + rand() * 40, 330 + rand() * 40, 50, p2) +
        band(W, H, 470 + rand() * 30, 450 + rand() * 30, -40, p1),
    )
  }
  if (variant === 1) {
    const window = `<defs><pattern id="w" width="36" height="44" patternUnits="userSpaceOnUse"><rect x="10" y="10" width="16" height="24" fill="${p4}" fill-opacity=".55"/></pattern></defs>`
    const blocks = [p1, p0, p2, p1]
      .map((fill, k) => {
        const x = 40 + k * 185 + rand() * 20
        const top = 90 + rand() * 200
        const box = `x="${r(x)}" y="${r(top)}" width="${r(150 + rand() * 30)}" height="${H}"`
        return `<rect ${box} fill="${fill}"/><rect ${box} fill="url(#w)"/>`
      })
      .join('')
    return svg(W, H, window + `<rect width="${W}" height="${H}" fill="${p3}"/>` + blocks)
  }
  const panel = (x: number, y: number, w: number, h: number, fill: string, o: string) =>
    `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="14" fill="${fill}" fill-opacity="${o}"/>`
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${p4}"/>` +
      panel(60 + rand() * 60, 70, 340, 460, p2, '.5') +
      panel(300 + rand() * 80, 140 + rand() * 60, 380, 300, p1, '.75') +
      panel(120, 420 + rand() * 40, 560, 40, p0, '.85') +
      circle(560 + rand() * 120, 150 + rand() * 40, 60, `fill="${p3}"`),
  )
}

/** White marks on a tile, drawn in the box 36..124 of a 160x160 logo. */
const MARKS: ((bg: string) => string)[] = [
  () =>
    `<path d="M80 38L116 59V101L80 122L44 101V59Z" fill="none" stroke="#fff" stroke-width="10" stroke-linejoin="round"/>`,
  () =>
    [56, 78, 100]
      .map(
        (y, k) =>
          `<path d="M44 ${y + 18}L80 ${y}L116 ${y + 18}" fill="none" stroke="#fff" stroke-opacity="${1 - k * 0.3}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
      )
      .join(''),
  () =>
    circle(80, 80, 36, 'fill="none" stroke="#fff" stroke-width="10"') +
    circle(80, 80, 12, 'fill="#fff"'),
  () =>
    `<path d="M80 36L124 80L80 124L36 80Z" fill="#fff" fill-opacity=".5"/><path d="M80 36L124 80L80 124Z" fill="#fff"/>`,
  () =>
    [
      [44, 32],
      [70, 52],
      [96, 76],
    ]
      .map(
        ([x, h]) => `<rect x="${x}" y="${118 - h}" width="20" height="${h}" rx="4" fill="#fff"/>`,
      )
      .join(''),
  (bg) =>
    `<path d="M80 36C122 56 122 104 80 124C38 104 38 56 80 36Z" fill="#fff"/><path d="M80 56V112" stroke="${bg}" stroke-width="6" stroke-linecap="round"/>`,
  () =>
    `<path d="M80 80V40A40 40 0 0 1 120 80Z" fill="#fff"/><path d="M80 80H120A40 40 0 0 1 80 120Z" fill="#fff" fill-opacity=".6"/><path d="M80 80V120A40 40 0 0 1 40 80Z" fill="#fff"/><path d="M80 80H40A40 40 0 0 1 80 40Z" fill="#fff" fill-opacity=".6"/>`,
  () =>
    `<path d="M32 116L66 56L100 116Z" fill="#fff" fill-opacity=".55"/><path d="M58 116L94 46L130 116Z" fill="#fff"/>`,
]

/** Company logo, 160x160: 8 marks x 12 tile colours, every pairing of i < 24 different. */
export function logo(i: number): string {
  const bg = MARK_COLOURS[i % MARK_COLOURS.length]
  return svg(
    160,
    160,
    `<rect width="160" height="160" rx="32" fill="${bg}"/>` + MARKS[i % MARKS.length](bg),
  )
}

/** Team or user portrait, 240x240: a neutral head-and-shoulders silhouette on a soft ground. */
export function portrait(i: number): string {
  const [ground, figure] = PORTRAIT_TONES[i % PORTRAIT_TONES.length]
  const shape = Math.floor(i / PORTRAIT_TONES.length) % 2
  const head = shape === 0 ? 42 : 46
  const cy = shape === 0 ? 98 : 94
  const neck = cy + head + 14
  const spread = shape === 0 ? 78 : 88
  return svg(
    240,
    240,
    `<rect width="240" height="240" fill="${ground}"/>` +
      circle(120, cy, head, `fill="${figure}"`) +
      `<path d="M${120 - spread} 240C${120 - spread} ${neck + 26} ${120 - spread / 2} ${neck} 120 ${neck}S${120 + spread} ${neck + 26} ${120 + spread} 240Z" fill="${figure}"/>`,
  )
}
