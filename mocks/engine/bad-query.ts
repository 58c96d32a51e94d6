/** spatie's InvalidQuery exceptions: rendered by Laravel as 400 {"message": ...}. */
export class BadQuery extends Error {}

const ticks = (names: readonly string[]) => `\`${names.join(', ')}\``

export const invalidFilter = (bad: string[], allowed: readonly string[]) =>
  new BadQuery(
    `Requested filter(s) ${ticks(bad)} are not allowed. Allowed filter(s) are ${ticks(allowed)}.`,
  )

export const invalidSort = (bad: string[], allowed: readonly string[]) =>
  new BadQuery(
    `Requested sort(s) ${ticks(bad)} is not allowed. Allowed sort(s) are ${ticks(allowed)}.`,
  )

export const invalidInclude = (bad: string[], allowed: readonly string[]) =>
  new BadQuery(
    allowed.length
      ? `Requested include(s) ${ticks(bad)} are not allowed. Allowed include(s) are ${ticks(allowed)}.`
      : `Requested include(s) ${ticks(bad)} are not allowed. There are no allowed includes.`,
  )

export const invalidField = (bad: string[], allowed: readonly string[]) =>
  new BadQuery(
    `Requested field(s) ${ticks(bad)} are not allowed. Allowed field(s) are ${ticks(allowed)}.`,
  )

/** Our design (spatie v5+ dropped appends): same wording pattern as the others. */
export const invalidAppend = (bad: string[], allowed: readonly string[]) =>
  new BadQuery(
    allowed.length
      ? `Requested append(s) ${ticks(bad)} are not allowed. Allowed append(s) are ${ticks(allowed)}.`
      : `Requested append(s) ${ticks(bad)} are not allowed. There are no allowed appends.`,
  )

export const invalidType = (bad: string, allowed: readonly string[]) =>
  new BadQuery(`Requested type \`${bad}\` is not allowed. Allowed type(s) are ${ticks(allowed)}.`)
