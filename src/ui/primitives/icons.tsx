// The frame and the status glyphs live apart (icon.tsx): /login needs only those.
import { Icon } from './icon'

export { AlertIcon, Icon, InfoIcon } from './icon'

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
)
export const ChevronLeftIcon = () => (
  <Icon>
    <path d="M15 18l-6-6 6-6" />
  </Icon>
)
export const ChevronRightIcon = () => (
  <Icon>
    <path d="M9 18l6-6-6-6" />
  </Icon>
)
export const SortIcon = ({ direction }: { direction: 'ascending' | 'descending' | 'none' }) => (
  <Icon strokeWidth={2.2}>
    <path d="M8 10l4-4 4 4" opacity={direction === 'descending' ? 0.3 : 1} />
    <path d="M8 14l4 4 4-4" opacity={direction === 'ascending' ? 0.3 : 1} />
  </Icon>
)
export const SparkleIcon = () => (
  <Icon>
    <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z" />
    <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
  </Icon>
)
export const CheckIcon = () => (
  <Icon>
    <path d="M5 12l5 5L19 7" />
  </Icon>
)
