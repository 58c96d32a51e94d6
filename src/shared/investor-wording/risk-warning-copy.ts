/** SPEC §2: the banner's wording, word for word (regulated copy: never reworded). */
export const RISK_WARNING =
  "Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you are unlikely to be protected if something goes wrong."

export const RISK_WARNING_LINK = 'Take 2 mins to learn more.'

export const RISK_WARNING_TITLE = 'Risk warning'

/** Shown in the modal when the tenant has not written its own risk text yet. */
export const RISK_WARNING_FALLBACK =
  'Please contact us if you would like to know more about the risks of investing.'
