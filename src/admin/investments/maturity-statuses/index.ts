/** The maturity statuses of a fund opportunity's investments (its record's tab). */
export { MaturityStatusesTab } from './components/maturity-statuses-tab'
