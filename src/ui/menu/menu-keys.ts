/**
 * The item focus moves to for a key pressed inside an open menu (WAI-ARIA menu button
 * pattern): arrows wrap, Home and End jump, a printable character jumps to the next item
 * starting with it. Null when the key does not move focus.
 */
export function nextMenuIndex(
  key: string,
  current: number,
  labels: readonly string[],
): number | null {
  const count = labels.length
  if (count === 0) return null
  if (key === 'ArrowDown') return (current + 1) % count
  if (key === 'ArrowUp') return (current - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  if (key.length !== 1 || key === ' ') return null
  const char = key.toLowerCase()
  for (let step = 1; step <= count; step += 1) {
    const i = (current + step) % count
    if (labels[i].toLowerCase().startsWith(char)) return i
  }
  return null
}
