import type { Database } from '../db/db'
import type { FieldErrors } from '../http/responses'
import { checkRule } from './validate-rules'
import { expandWildcard } from './validate-paths'
import { isEmpty } from './validate-values'

export interface ValidateOptions {
  db: Database
  /** PATCH semantics: rules apply only to the fields present. */
  partial?: boolean
  /** Row id ignored by unique rules (the row being updated). */
  ignoreId?: number
  /** The host's today (Y-m-d), for `after_or_equal:today`. */
  today?: string
}

type Rule = { name: string; args: string[] }

/** A field's rules: a `|` string, or a list (a rule's parameters may then hold a `|`). */
export type RuleSpec = string | string[]

function parseRules(spec: RuleSpec): Rule[] {
  return (Array.isArray(spec) ? spec : spec.split('|')).filter(Boolean).map((r) => {
    const i = r.indexOf(':')
    return i < 0 ? { name: r, args: [] } : { name: r.slice(0, i), args: parseArgs(r.slice(i + 1)) }
  })
}

/**
 * Laravel's str_getcsv of a rule's parameters, so `in:"a, b",c` (Rule::in's form) keeps the
 * quoted comma; `""` inside quotes is a quote.
 */
function parseArgs(raw: string): string[] {
  const args = ['']
  let quoted = false
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]
    if (c === '"' && quoted && raw[i + 1] === '"') args[args.length - 1] += raw[i++]
    else if (c === '"') quoted = !quoted
    else if (c === ',' && !quoted) args.push('')
    else args[args.length - 1] += c
  }
  return args
}

/** Laravel's Rule::in: each value quoted, so commas and quotes in them survive. */
export const inRule = (values: string[]) =>
  `in:${values.map((v) => `"${v.replace(/"/g, '""')}"`).join(',')}`

/** Laravel's :attribute: the field name with underscores as spaces (dots kept). */
export const attributeName = (field: string) => field.replace(/_/g, ' ')

export { decimalPlaces, isNumeric } from './validate-values'

/**
 * Laravel's validator for the rules this host uses, with Laravel's English messages. Like
 * `bail`, a field reports its first failing rule. Returns the validated (and coerced) data:
 * only fields that have rules, '' converted to null (ConvertEmptyStringsToNull).
 *
 * A key with `*` segments (`ids.*`, `holders.*.amount`) checks every concrete path of the
 * input (see expandWildcard), errors keyed and named by that raw path ("The
 * holders.0.entitlement_amount field ..."). As in Laravel, such an item is checked even when
 * null (unless `nullable`); its values stay in their parent's data, not listed on their own.
 */
export function validate(
  rules: Record<string, RuleSpec>,
  input: Record<string, unknown>,
  opts: ValidateOptions,
) {
  const errors: FieldErrors = {}
  const data: Record<string, unknown> = {}
  for (const [field, spec] of Object.entries(rules)) {
    const list = parseRules(spec)
    if (field.includes('*')) {
      for (const { path, value } of expandWildcard(field, input))
        checkField(list, path, value, { item: true, input, opts, errors })
      continue
    }
    const present = Object.prototype.hasOwnProperty.call(input, field)
    const requiredIf = requiredWhen(list, input, opts.partial ?? false)
    const skip =
      !present && !requiredIf && (opts.partial || list.some((r) => r.name === 'sometimes'))
    if (skip) continue
    const ctx = { item: false, present, requiredIf, input, opts, errors }
    const value = checkField(list, field, input[field], ctx)
    if (!errors[field] && (present || !isEmpty(value))) data[field] = value
  }
  return { errors, data, ok: Object.keys(errors).length === 0 }
}

interface FieldContext {
  /** An item of a wildcard key: checked even when empty, as Laravel does. */
  item: boolean
  present?: boolean
  requiredIf?: string | null
  input: Record<string, unknown>
  opts: ValidateOptions
  errors: FieldErrors
}

/** The values Laravel's `accepted` takes. */
const ACCEPTED: readonly unknown[] = ['yes', 'on', 1, '1', true, 'true']

/** One field's rules against its value: records its error, returns the coerced value. */
function checkField(list: Rule[], field: string, raw: unknown, ctx: FieldContext): unknown {
  const { item, present = true, requiredIf = null, input, opts, errors } = ctx
  const has = (n: string) => list.some((r) => r.name === n)
  const value = raw === '' || raw === undefined ? null : raw
  // Laravel names a wildcard's item by its raw path (FormatsMessages::getDisplayableAttribute).
  const attr = item ? field : attributeName(field)
  const fail = (m: string) => (errors[field] = [m])
  // Laravel's `accepted` is implicit: it fails an absent or empty value too.
  if (has('accepted') && !ACCEPTED.includes(value as never))
    return fail(`The ${attr} field must be accepted.`)
  if (isEmpty(value)) {
    if (has('required')) fail(`The ${attr} field is required.`)
    else if (requiredIf) fail(requiredIf.replace(':attribute', attr))
    else if (!present && has('present')) fail(`The ${attr} field must be present.`)
    if (!item || has('required') || has('nullable')) return value
  }
  const numeric = has('numeric') || has('integer') || has('decimal')
  for (const { name, args } of list) {
    const error = checkRule(name, args, value, numeric, attr, field, input, opts)
    if (error) return fail(error)
  }
  if (numeric) return Number(value)
  if (has('boolean'))
    return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0
  return value
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
