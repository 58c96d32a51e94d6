import type { Database } from '../db/db'
import type { FieldErrors } from '../http/responses'
import { checkRule } from './validate-rules'
import { isEmpty } from './validate-values'

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

export { decimalPlaces, isNumeric } from './validate-values'

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
      else if (!present && has('present')) fail(`The ${attr} field must be present.`)
      else if (present) data[field] = value ?? null
      continue
    }
    const numeric = has('numeric') || has('integer') || has('decimal')
    for (const { name, args } of list) {
      const error = checkRule(name, args, value, numeric, attr, field, input, opts)
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
