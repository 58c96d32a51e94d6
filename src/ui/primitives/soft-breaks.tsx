import { Fragment } from 'react'

/** Where an address may wrap: before its separators, as a typesetter breaks one. */
const BREAK_BEFORE = /(?=[@./_-])/

/**
 * An email address or other long token that may wrap only at its separators (before "@", ".",
 * "/", "_" and "-"), never mid-word: "zara.hussain52" / "@example.co.uk" rather than
 * "zara.hussain52@examp" / "le.co.uk". Pair it with `overflow-wrap: break-word`, which breaks
 * a part only when that part alone is wider than its box.
 */
export function SoftBreaks({ children }: { children: string }) {
  const parts = children.split(BREAK_BEFORE)
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  )
}
