/**
 * The index focus moves to for a tablist key press (WAI-ARIA tabs pattern: arrows wrap, Home
 * and End jump), skipping disabled items; null when the key is not ours.
 */
export function nextTabIndex(
  key: string,
  current: number,
  count: number,
  isDisabled: (index: number) => boolean = () => false,
): number | null {
  let step: number
  let from = current
  if (key === 'ArrowRight') step = 1
  else if (key === 'ArrowLeft') step = -1
  else if (key === 'Home') [step, from] = [1, -1]
  else if (key === 'End') [step, from] = [-1, count]
  else return null
  for (let i = 1; i <= count; i += 1) {
    const candidate = (((from + step * i) % count) + count) % count
    if (!isDisabled(candidate)) return candidate
  }
  return null
}
