import type { ValidateOptions } from './validate'
import { decimalPlaces, EMAIL, isNumeric, sizeMessage, sizeOf } from './validate-values'

/** The extension `mimes` knows a sniffed type by. */
const EXTENSION_OF_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/x-icon': 'ico',
  'image/vnd.microsoft.icon': 'ico',
  'application/pdf': 'pdf',
}

/** One rule of a field's list against its (non-empty) value: Laravel's message, or null. */
export function checkRule(
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
    case 'after_or_equal': {
      // On the day (Y-m-d), as the host's dates are; `today` is the host's (opts.today).
      const bound = args[0] === 'today' ? opts.today : args[0]
      if (bound === undefined) throw new Error('after_or_equal:today needs opts.today')
      return String(v).slice(0, 10) >= bound
        ? null
        : `The ${attr} field must be a date after or equal to ${args[0]}.`
    }
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
    case 'mimes': {
      // Laravel takes the extension of the type sniffed from the content (body.ts's `type`).
      const type = typeof v === 'object' && v !== null ? (v as { type?: unknown }).type : null
      return args.includes(EXTENSION_OF_TYPE[String(type)] ?? '')
        ? null
        : `The ${attr} field must be a file of type: ${args.join(', ')}.`
    }
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
      // `exists:table,column,other,value,...` also requires each other column to hold its value
      // (`!value`: to hold another).
      const [table, column = 'id', ...wheres] = args
      const holds = (actual: unknown, want: string) =>
        want.startsWith('!') ? String(actual) !== want.slice(1) : String(actual) === want
      const matches = (r: Record<string, unknown>) =>
        wheres.every((w, i) => i % 2 === 1 || holds(r[w], wheres[i + 1]))
      const hit = opts.db.table(table).first((r) => String(r[column]) === String(v) && matches(r))
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
