/** One line of the report: a check's verdict, what was seen, and on a fail what to change. */
export type Status = 'pass' | 'fail' | 'skipped'

export interface CheckResult {
  id: string
  title: string
  status: Status
  /** What the host answered (pass, fail) or why the check did not run (skipped). */
  detail?: string
  /** On a fail: what to change on the host. */
  fix?: string
}

/** A check's verdicts, so each check names its id and title once. */
export function verdicts(id: string, title: string) {
  return {
    pass: (detail?: string): CheckResult => ({ id, title, status: 'pass', detail }),
    fail: (detail: string, fix: string): CheckResult => ({
      id,
      title,
      status: 'fail',
      detail,
      fix,
    }),
    skip: (detail: string): CheckResult => ({ id, title, status: 'skipped', detail }),
  }
}
