/** SPEC §3 notification icon types; anything else shows the default info icon. */
export const NOTIFICATION_ICON_OPTIONS = [
  { value: 'update_reports', label: 'Update report' },
  { value: 'investment_opportunity_invested', label: 'Investment made' },
  { value: 'investment_opportunity_transition_existing', label: 'Opportunity now existing' },
  { value: 'investment_opportunity_invited', label: 'Invited to an opportunity' },
  { value: '', label: 'Other (info icon)' },
]
