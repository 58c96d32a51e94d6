/** Admin: an opportunity's tax relief tab and the certificates overview across opportunities (issue 29). */
export { TaxReliefTab } from './components/tax-relief-tab'
export { TaxCertificatesPage } from './components/tax-certificates-page'
export { TAX_RELIEF_TAB } from './components/outstanding-group'
