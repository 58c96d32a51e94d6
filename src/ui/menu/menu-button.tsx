import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { useLocation } from 'react-router-dom'
import { nextMenuIndex } from './menu-keys'
import {
  StyledMenuAction,
  StyledMenuLink,
  StyledMenuList,
  StyledMenuPopup,
  StyledMenuRoot,
} from './menu-styles'

/** An item either goes somewhere (`to`) or does something (`onSelect`). */
export type MenuItem = { key: string | number; label: string } & (
  { to: string; onSelect?: never } | { onSelect: () => void; to?: never }
)

/** What the trigger needs; spread it onto a <button>. */
export interface MenuTriggerProps {
  ref: RefObject<HTMLButtonElement | null>
  id: string
  'aria-haspopup': 'menu'
  'aria-expanded': boolean
  'aria-controls': string | undefined
  onClick: () => void
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
}

export interface MenuButtonProps {
  items: readonly MenuItem[]
  /** Renders the button (e.g. the design system's Button) with these props. */
  renderTrigger: (props: MenuTriggerProps) => ReactNode
  /** Shown above the items, outside the menu itself; it also describes the menu. */
  header?: ReactNode
  align?: 'start' | 'end'
  /**
   * 'popup' floats over the page; 'inline' opens in the flow below the button, for a menu
   * inside a scrolling container (a board column) that would clip a popup.
   */
  placement?: 'popup' | 'inline'
}

/**
 * A WAI-ARIA menu button whose items are links or actions: Enter, Space or the arrows open it (focus on
 * the first or last item), the arrows, Home, End and letters move, Escape closes it and gives
 * focus back to the button, Tab and a click elsewhere close it. Navigating closes it too: the
 * open state belongs to the location it was opened at.
 */
export function MenuButton({
  items,
  renderTrigger,
  header,
  align = 'start',
  placement = 'popup',
}: MenuButtonProps) {
  const location = useLocation()
  const [openAt, setOpenAt] = useState<{ key: string; focus: number } | null>(null)
  const open = openAt !== null && openAt.key === location.key
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLAnchorElement | HTMLButtonElement | null)[]>([])
  const baseId = useId()
  const [buttonId, menuId, headerId] = [`${baseId}-button`, `${baseId}-menu`, `${baseId}-header`]

  const show = (focus: number) => setOpenAt({ key: location.key, focus })
  const close = (refocus: boolean) => {
    setOpenAt(null)
    if (refocus) buttonRef.current?.focus()
  }

  const focusIndex = open ? openAt.focus : null
  useEffect(() => {
    if (focusIndex !== null) itemRefs.current[focusIndex]?.focus()
  }, [focusIndex])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpenAt(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    show(event.key === 'ArrowDown' ? 0 : items.length - 1)
  }

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    // A menu inside another keyboard widget (a dialog's Escape) keeps its keys to itself.
    if (event.key === 'Escape') event.stopPropagation()
    const current = itemRefs.current.findIndex((el) => el === document.activeElement)
    if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    } else if (event.key === ' ' && current >= 0) {
      // Links and buttons answer Enter natively; a menu item answers Space too.
      event.preventDefault()
      itemRefs.current[current]?.click()
    } else {
      const next = nextMenuIndex(
        event.key,
        current,
        items.map((i) => i.label),
      )
      if (next === null) return
      event.preventDefault()
      itemRefs.current[next]?.focus()
    }
  }

  return (
    <StyledMenuRoot ref={rootRef}>
      {renderTrigger({
        ref: buttonRef,
        id: buttonId,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? menuId : undefined,
        onClick: () => (open ? close(false) : show(0)),
        onKeyDown: onButtonKeyDown,
      })}
      {open ? (
        <StyledMenuPopup $align={align} $inline={placement === 'inline'}>
          {header ? <div id={headerId}>{header}</div> : null}
          <StyledMenuList
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            aria-describedby={header ? headerId : undefined}
            onKeyDown={onMenuKeyDown}
            onBlur={(event) => {
              // Focus left the menu and its button (Shift+Tab, a click elsewhere): close it.
              const next = event.relatedTarget
              if (next instanceof Node && !rootRef.current?.contains(next)) setOpenAt(null)
            }}
          >
            {items.map((item, index) => {
              const common = {
                ref: (el: HTMLAnchorElement | HTMLButtonElement | null) => {
                  itemRefs.current[index] = el
                },
                role: 'menuitem',
                tabIndex: -1,
              } as const
              return (
                <li key={item.key} role="none">
                  {item.to !== undefined ? (
                    <StyledMenuLink {...common} to={item.to} onClick={() => close(false)}>
                      {item.label}
                    </StyledMenuLink>
                  ) : (
                    <StyledMenuAction
                      {...common}
                      type="button"
                      onClick={() => {
                        close(false)
                        item.onSelect()
                      }}
                    >
                      {item.label}
                    </StyledMenuAction>
                  )}
                </li>
              )
            })}
          </StyledMenuList>
        </StyledMenuPopup>
      ) : null}
    </StyledMenuRoot>
  )
}
