// The investor record's international check tab (flag internationalAml, issue 28).
export { InternationalCheckTab } from './components/international-check-tab'
