/** Every way a host spells a person: contract users, contacts, and a stock host's single name. */
export interface PersonLike {
  name?: unknown
  surname?: unknown
  first_name?: unknown
  last_name?: unknown
}

const part = (v: unknown): string => (typeof v === 'string' ? v.trim() : '')

/**
 * A person's full name for display: `name` + `surname` (contract users), `first_name` +
 * `last_name` (contacts), or a single `name` ("Ada Lovelace", a stock Laravel host). Missing
 * parts are skipped, never printed as "undefined"; the fallback when there is nothing at all.
 */
export function personName(person: PersonLike | null | undefined, fallback = ''): string {
  if (!person) return fallback
  const contact = part(person.first_name) || part(person.last_name)
  const parts = contact
    ? [part(person.first_name), part(person.last_name)]
    : [part(person.name), part(person.surname)]
  return parts.filter(Boolean).join(' ') || fallback
}

/** The same name as first + last parts (initials, sorting): a single name splits at its last space. */
export function personNameParts(person: PersonLike | null | undefined): {
  first: string
  last: string
} {
  const hasSecond = part(person?.surname) || part(person?.last_name)
  const full = personName(person)
  if (hasSecond) {
    return { first: part(person?.first_name) || part(person?.name), last: hasSecond }
  }
  const at = full.lastIndexOf(' ')
  return at < 0 ? { first: full, last: '' } : { first: full.slice(0, at), last: full.slice(at + 1) }
}
