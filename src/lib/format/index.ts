export { formatDate, formatDateTime, toDate, type DateInput } from './date'
export { formatGBP, type FormatGBPOptions } from './money'
export { relativeTime, RELATIVE_TIME_MAX_DAYS } from './relative-time'
export { fileDescription, fileKind, fileSize } from './file'
export { changeDirection, type Change, type ChangeDirection } from './change'
export { countryName, countryOptions } from './countries'
export {
  formatCompactGBP,
  formatCount,
  formatMonth,
  formatMultiple,
  formatPercent,
  formatPrice,
  formatUnits,
} from './number'
export { countNoun, singularOf } from './count-noun'
export { niceTicks, moneyTicks, PENNY, type AxisTicks } from './axis-ticks'
export { capitalise } from './text'
export { formatKpi, formatKpiTick, type KpiUnit } from './kpi'
export { formatSignedGBP, formatSignedPercent } from './signed'
export { toCsv, type CsvColumn } from './csv'
