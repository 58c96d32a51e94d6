import type { ValidateOptions } from './validate'
import { decimalPlaces, EMAIL, isNumeric, sizeMessage, sizeOf } from './validate-values'

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
