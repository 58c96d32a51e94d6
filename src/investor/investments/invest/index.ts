export { InvestorTypePage } from './pages/investor-type-page'
export { InvestPage } from './pages/invest-page'
