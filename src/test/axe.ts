import axe, { type RunOptions } from 'axe-core'

export interface AxeFindingsOptions {
  /** Defaults to the whole document, so portalled dialogs and menus are checked too. */
  container?: Element
  /**
   * Keeps only serious and critical findings, for screens whose minor and moderate findings are
   * not (yet) held to zero. Off by default: every finding counts.
   */
  seriousOnly?: boolean
  /** More axe options; `rules` are merged over the defaults, so contrast stays off unless enabled. */
  axeOptions?: RunOptions
}

/**
 * Runs axe-core on the rendered DOM and returns its findings as readable strings,
 * `${id} (${impact}): ${targets}`, so a failing `toEqual([])` says what and where at a glance.
 */
export async function axeFindings({
  container = document.body,
  seriousOnly = false,
  axeOptions = {},
}: AxeFindingsOptions = {}) {
  const result = await axe.run(container, {
    // Only violations are read: details of passes and incomplete checks would only slow axe down.
    resultTypes: ['violations'],
    ...axeOptions,
    rules: {
      // Contrast needs real layout and colours, which happy-dom lacks: Playwright checks it in
      // e2e/support/axe.ts.
      'color-contrast': { enabled: false },
      ...axeOptions.rules,
    },
  })
  return result.violations
    .filter((v) => !seriousOnly || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
