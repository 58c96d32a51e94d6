import { Icon } from '@/ui/primitives/icon'

export { AlertIcon, InfoIcon } from '@/ui/primitives/icon'

/** A tick in a circle (the ui CheckIcon is a bare tick): a message that something worked. */
export const CheckIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </Icon>
)

export const MailIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Icon>
)
