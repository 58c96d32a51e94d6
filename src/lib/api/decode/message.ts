import { isObject } from './shapes'

/**
 * The `{message}` a write answers, or the fallback when a host answers without one (a 204, a
 * bare `true`): the write did succeed, so the screen says so in the client's own words.
 */
export function decodeMessage(body: unknown, fallback: string): { message: string } {
  const message = isObject(body) ? body.message : undefined
  return { message: typeof message === 'string' && message.trim() !== '' ? message : fallback }
}
