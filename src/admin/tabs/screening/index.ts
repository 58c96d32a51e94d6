// User screening (flag userScreening, issue 28): the investor record's Screening tab.
export { ScreeningTab } from './components/screening-tab'
export type { ScreeningTabProps } from './components/screening-tab'
