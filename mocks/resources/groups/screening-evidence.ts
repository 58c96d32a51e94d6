import { text } from './people-shared'

const RESULTS: Record<string, string> = {
  clear: 'Clear',
  refer: 'Referred for review (possible match)',
  fail: 'Failed',
}

/**
 * The evidence details of a screening result and of staff's decision on a referral: the
 * provider, its reference, what the provider answered and the list entries matched; for a
 * decision, the decision and the reason. (The actor line says who asked or decided.)
 */
export function screeningDetails(
  event: 'screening_completed' | 'screening_decided',
  p: Record<string, unknown>,
): { label: string; value: string }[] {
  const d = (label: string, value: unknown) => ({ label, value: text(value) })
  // A check's own result is its "Result" (the timeline marks a failed one).
  const result = RESULTS[text(p.result)] ?? p.result
  const common = [
    d('Provider', p.provider),
    d('Reference', p.reference),
    d(event === 'screening_completed' ? 'Result' : 'Provider result', result),
    d('Matches', p.matches),
  ]
  if (event === 'screening_completed')
    return [
      ...common,
      ...(p.requested_by_platform
        ? [d('Requested', 'Automatically, when the investor joined')]
        : []),
    ]
  return [...common, d('Decision', RESULTS[text(p.decision)] ?? p.decision), d('Reason', p.reason)]
}
