import type { CreateAction } from '@/lib/navigation'
import { Button, MenuButton } from '@/ui'
import { StyledResponsiveLabel } from './responsive-label'
import { ChevronDownIcon, PlusIcon } from './shell-icons'

/** SPEC §2 create menu: only the actions the role may take; nothing when there are none. */
export function CreateMenuButton({ actions }: { actions: readonly CreateAction[] }) {
  if (actions.length === 0) return null
  return (
    <MenuButton
      items={actions}
      renderTrigger={(trigger) => (
        <Button {...trigger} icon={<PlusIcon />}>
          <StyledResponsiveLabel $from="sm">Create</StyledResponsiveLabel>
          <ChevronDownIcon />
        </Button>
      )}
    />
  )
}
