/** A JSON object (not null, not an array). */
export type JsonObject = Record<string, unknown>

export const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** What a body is, for the error message: "an array", "a string", "null"… */
export function describe(v: unknown): string {
  if (v === null) return 'null'
  if (v === undefined) return 'nothing'
  if (Array.isArray(v)) return 'a list'
  if (typeof v === 'object') return 'an object'
  return typeof v === 'string' && v.trimStart().startsWith('<') ? 'an HTML page' : `a ${typeof v}`
}
