/** An existing investment's cap table and its performance, and a deal's company figures. */
export { CapTableTab } from './components/cap-table-tab'
export { CapTablePerformanceTab } from './components/cap-table-performance-tab'
export { RecordSharePriceAction } from './components/record-share-price-action'
export { DealPerformanceTab } from './components/deal-performance-tab'
