import { Icon } from '@/ui/primitives/icons'

/** A magnifier, decorative (the field's label names it). */
export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Icon>
)
