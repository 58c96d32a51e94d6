/** Laravel's Carbon JSON: ISO-8601 UTC with microseconds. */
export function timestamp(date: Date = new Date()): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z')
}
