import type { Database } from '../db/db'
import type { FieldErrors } from '../http/responses'

export interface ValidateOptions {
  db: Database
  /** PATCH semantics: rules apply only to the fields present. */
  partial?: boolean
  /** Row id ignored by unique rules (the row being updated). */
  ignoreId?: number
}

type Rule = { name: string; args: string[] }

function parseRules(spec: string): Rule[] {
  return spec
    .split('|')
    .filter(Boolean)
    .map((r) => {
      const i = r.indexOf(':')
      return i < 0
        ? { name: r, args: [] }
        : { name: r.slice(0, i), args: r.slice(i + 1).split(',') }
    })
}

/** Laravel's :attribute: the field name with underscores as spaces (dots kept). */
export const attributeName = (field: string) => field.replace(/_/g, ' ')

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

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
const isEmpty = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

function sizeOf(v: unknown, numeric: boolean): number {
  if (numeric) return Number(v)
  if (Array.isArray(v)) return v.length
  if (typeof v === 'object' && v !== null && 'size' in v)
    return Number((v as { size: number }).size) / 1024
  return String(v).length
}

function sizeMessage(
  kind: 'min' | 'max' | 'size' | 'between',
  attr: string,
  v: unknown,
  numeric: boolean,
  a: string[],
) {
  const unit = numeric
    ? 'numeric'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'object' && v !== null
        ? 'file'
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

/**
 * Laravel's validator for the rules this host uses, with Laravel's English messages. Like
 * `bail`, a field reports its first failing rule. Returns the validated (and coerced) data:
 * only fields that have rules, '' converted to null (ConvertEmptyStringsToNull).
 */
export function validate(
  rules: Record<string, string>,
  input: Record<string, unknown>,
  opts: ValidateOptions,
) {
  const errors: FieldErrors = {}
  const data: Record<string, unknown> = {}
  for (const [field, spec] of Object.entries(rules)) {
    const list = parseRules(spec)
    const has = (n: string) => list.some((r) => r.name === n)
    const present = Object.prototype.hasOwnProperty.call(input, field)
    const requiredIf = requiredWhen(list, input, opts.partial ?? false)
    if (!present && !requiredIf && (opts.partial || has('sometimes'))) continue
    let value = input[field] === '' ? null : input[field]
    const attr = attributeName(field)
    const fail = (m: string) => (errors[field] = [m])
    if (isEmpty(value)) {
      if (has('required')) fail(`The ${attr} field is required.`)
      else if (requiredIf) fail(requiredIf.replace(':attribute', attr))
      else if (present) data[field] = value ?? null
      continue
    }
    const numeric = has('numeric') || has('integer') || has('decimal')
    for (const { name, args } of list) {
      const error = check(name, args, value, numeric, attr, field, input, opts)
      if (error) {
        fail(error)
        break
      }
    }
    if (errors[field]) continue
    if (numeric) value = Number(value)
    if (has('boolean'))
      value = value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0
    data[field] = value
  }
  return { errors, data, ok: Object.keys(errors).length === 0 }
}

/**
 * Laravel's `required_if:other,value,...`: the field is required (even when absent from a
 * partial update) while `other` holds one of the values; returns the message, or null.
 */
function requiredWhen(
  list: Rule[],
  input: Record<string, unknown>,
  partial: boolean,
): string | null {
  const without = list.find((r) => r.name === 'required_without')
  // On a partial update only the fields sent are checked (`sometimes`), so an absent one is not.
  if (without && !partial && without.args.every((other) => isEmpty(input[other])))
    return `The :attribute field is required when ${without.args.map(attributeName).join(' / ')} is not present.`
  const rule = list.find((r) => r.name === 'required_if')
  if (!rule) return null
  const [other, ...values] = rule.args
  const actual = input[other]
  if (actual === undefined || actual === null || !values.includes(String(actual))) return null
  return `The :attribute field is required when ${attributeName(other)} is ${String(actual)}.`
}

function check(
  name: string,
  args: string[],
  v: unknown,
  numeric: boolean,
  attr: string,
  field: string,
  input: Record<string, unknown>,
  opts: ValidateOptions,
): string | null {
  switch (name) {
    case 'string':
      return typeof v === 'string' ? null : `The ${attr} field must be a string.`
    case 'integer':
      return (typeof v === 'number' || typeof v === 'string') && /^[+-]?\d+$/.test(String(v).trim())
        ? null
        : `The ${attr} field must be an integer.`
    case 'numeric':
      return isNumeric(v) ? null : `The ${attr} field must be a number.`
    case 'decimal': {
      // Laravel: numeric first, then the places between the bounds (`decimal:0,2` -> "0-2").
      const places = isNumeric(v) ? decimalPlaces(v) : null
      const [lo, hi] = args.map(Number)
      const ok = places !== null && (args.length > 1 ? places >= lo && places <= hi : places === lo)
      return ok
        ? null
        : `The ${attr} field must have ${args.length > 1 ? `${args[0]}-${args[1]}` : args[0]} decimal places.`
    }
    case 'boolean':
      return [true, false, 0, 1, '0', '1', 'true', 'false'].includes(v as never)
        ? null
        : `The ${attr} field must be true or false.`
    case 'email':
      return typeof v === 'string' && EMAIL.test(v)
        ? null
        : `The ${attr} field must be a valid email address.`
    case 'url':
      return typeof v === 'string' && /^https?:\/\/[^\s]+$/.test(v)
        ? null
        : `The ${attr} field must be a valid URL.`
    case 'date':
      return typeof v === 'string' && !isNaN(Date.parse(v))
        ? null
        : `The ${attr} field must be a valid date.`
    case 'array':
      return Array.isArray(v) || (typeof v === 'object' && v !== null)
        ? null
        : `The ${attr} field must be an array.`
    case 'json':
      try {
        JSON.parse(String(v))
        return typeof v === 'string' ? null : `The ${attr} field must be a valid JSON string.`
      } catch {
        return `The ${attr} field must be a valid JSON string.`
      }
    case 'image':
      // An uploaded file (body.ts hands it over as {name, size, type}) of a raster image type.
      return typeof v === 'object' &&
        v !== null &&
        /^image\/(jpeg|png|gif|webp|bmp)$/.test(String((v as { type?: unknown }).type))
        ? null
        : `The ${attr} field must be an image.`
    case 'in':
      return args.includes(String(v)) ? null : `The selected ${attr} is invalid.`
    case 'max':
      return sizeOf(v, numeric) <= Number(args[0])
        ? null
        : sizeMessage('max', attr, v, numeric, args)
    case 'min':
      return sizeOf(v, numeric) >= Number(args[0])
        ? null
        : sizeMessage('min', attr, v, numeric, args)
    case 'size':
      return sizeOf(v, numeric) === Number(args[0])
        ? null
        : sizeMessage('size', attr, v, numeric, args)
    case 'between': {
      const s = sizeOf(v, numeric)
      return s >= Number(args[0]) && s <= Number(args[1])
        ? null
        : sizeMessage('between', attr, v, numeric, args)
    }
    case 'confirmed':
      return input[`${field}_confirmation`] === v
        ? null
        : `The ${attr} field confirmation does not match.`
    case 'exists': {
      const [table, column = 'id'] = args
      const hit = opts.db.table(table).first((r) => String(r[column]) === String(v))
      return hit ? null : `The selected ${attr} is invalid.`
    }
    case 'unique': {
      const [table, column = field] = args
      const want = String(v).toLowerCase()
      const hit = opts.db
        .table(table)
        .first((r) => r.id !== opts.ignoreId && String(r[column] ?? '').toLowerCase() === want)
      return hit ? `The ${attr} has already been taken.` : null
    }
    default:
      return null
  }
}
