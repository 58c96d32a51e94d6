/** What Laravel's rules take a value to be: a number, its decimal places, its size. */

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * PHP 8's is_numeric on a string: optional surrounding whitespace, a sign, decimal digits with
 * an optional point, an optional exponent. No hex ("0x1388"), no "INF"/"NAN", no "1e" or ".".
 */
const PHP_NUMERIC = /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/

/**
 * Laravel's `numeric` (is_numeric): a JSON number or a numeric string. Booleans, arrays,
 * objects and (unlike PHP, whose INF would then be stored) non-finite values are refused, so an
 * accepted value always converts to a finite number.
 */
export function isNumeric(v: unknown): boolean {
  if (typeof v === 'number') return Number.isFinite(v)
  if (typeof v === 'string') return PHP_NUMERIC.test(v) && Number.isFinite(Number(v))
  return false
}

/**
 * Decimal places of a numeric value as Laravel's `decimal` rule counts them (the digits after
 * the point of its string form, `/^[+-]?\d*\.?(\d*)$/`), or null when that form does not match
 * (an exponent, surrounding whitespace).
 */
export function decimalPlaces(v: unknown): number | null {
  const m = /^[+-]?\d*\.?(\d*)$/.exec(String(v))
  return m ? m[1].length : null
}

/** Laravel's empty for `required`: absent, null, '' or an empty array. */
export const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

/** An uploaded file (body.ts hands it over as {name, size, type}), not a PHP associative array. */
const isFile = (v: unknown) => typeof v === 'object' && v !== null && 'size' in v

export function sizeOf(v: unknown, numeric: boolean): number {
  if (numeric) return Number(v)
  if (isFile(v)) return Number((v as { size: number }).size) / 1024
  if (typeof v === 'object' && v !== null) return Object.keys(v).length
  return String(v).length
}

export function sizeMessage(
  kind: 'min' | 'max' | 'size' | 'between',
  attr: string,
  v: unknown,
  numeric: boolean,
  a: string[],
) {
  const unit = numeric
    ? 'numeric'
    : isFile(v)
      ? 'file'
      : typeof v === 'object' && v !== null
        ? 'array'
        : 'string'
  const suffix = { numeric: '', string: ' characters', array: ' items', file: ' kilobytes' }[unit]
  switch (kind) {
    case 'max':
      return unit === 'array'
        ? `The ${attr} field must not have more than ${a[0]} items.`
        : `The ${attr} field must not be greater than ${a[0]}${suffix}.`
    case 'min':
      return unit === 'array'
        ? `The ${attr} field must have at least ${a[0]} items.`
        : `The ${attr} field must be at least ${a[0]}${suffix}.`
    case 'size':
      return unit === 'array'
        ? `The ${attr} field must contain ${a[0]} items.`
        : `The ${attr} field must be ${a[0]}${suffix}.`
    case 'between':
      return `The ${attr} field must be between ${a[0]} and ${a[1]}${suffix}.`
  }
}
