import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { nextTabIndex } from './roving-keys'
import { TabStrip } from './tab-strip'
import { StyledTab, StyledTabList, StyledTabPanel } from './tabs-styles'
import { useTabStrip } from './use-tab-strip'

export interface TabItem {
  id: string
  label: ReactNode
  /** Used by LinkTabs: the child route this tab opens. */
  href?: string
  disabled?: boolean
}

export interface TabsProps {
  items: TabItem[]
  /** Accessible name of the tab list, e.g. "Investor details". */
  label: string
  /** Controlled selection; omit and use defaultValue for an uncontrolled set. */
  value?: string
  defaultValue?: string
  onChange?: (id: string) => void
  /** The content of the selected tab (only the selected panel is rendered). */
  renderPanel: (id: string) => ReactNode
}

/**
 * In-page tabs per the WAI-ARIA tabs pattern: one tab stop (roving tabindex), arrow keys with
 * wrap, Home/End, automatic activation; the panel is labelled by its tab.
 */
export function Tabs({ items, label, value, defaultValue, onChange, renderPanel }: TabsProps) {
  const baseId = useId()
  const [internal, setInternal] = useState(defaultValue ?? items[0]?.id)
  const selected = value ?? internal
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const listRef = useRef<HTMLDivElement>(null)
  // On a narrow screen the strip scrolls sideways: it shows so, and keeps the selected tab
  // in view.
  const { overflow, step } = useTabStrip(listRef, selected, '[aria-selected="true"]')
  const tabId = (id: string) => `${baseId}-tab-${id}`
  const panelId = (id: string) => `${baseId}-panel-${id}`

  const select = (id: string) => {
    if (value === undefined) setInternal(id)
    onChange?.(id)
  }

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = nextTabIndex(event.key, index, items.length, (i) => Boolean(items[i].disabled))
    if (next === null) return
    event.preventDefault()
    refs.current[next]?.focus()
    select(items[next].id)
  }

  return (
    <div>
      <TabStrip overflow={overflow} onStep={step}>
        <StyledTabList ref={listRef} role="tablist" aria-label={label}>
          {items.map((item, index) => {
            const isSelected = item.id === selected
            return (
              <StyledTab
                key={item.id}
                ref={(el) => {
                  refs.current[index] = el
                }}
                type="button"
                role="tab"
                id={tabId(item.id)}
                aria-selected={isSelected}
                aria-controls={isSelected ? panelId(item.id) : undefined}
                tabIndex={isSelected ? 0 : -1}
                disabled={item.disabled}
                onClick={() => select(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                $selected={isSelected}
              >
                {item.label}
              </StyledTab>
            )
          })}
        </StyledTabList>
      </TabStrip>
      {selected !== undefined ? (
        <StyledTabPanel
          role="tabpanel"
          id={panelId(selected)}
          aria-labelledby={tabId(selected)}
          tabIndex={0}
        >
          {renderPanel(selected)}
        </StyledTabPanel>
      ) : null}
    </div>
  )
}
