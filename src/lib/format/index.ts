export { formatDate, toDate, type DateInput } from './date'
export { formatGBP, type FormatGBPOptions } from './money'
export { relativeTime, RELATIVE_TIME_MAX_DAYS } from './relative-time'
export { fileDescription, fileKind, fileSize } from './file'
