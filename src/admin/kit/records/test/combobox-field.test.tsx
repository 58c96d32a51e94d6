// @vitest-environment dom
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ComboboxField } from '@/ui'
import type { SelectOption } from '@/ui'
import { SEARCH_DEBOUNCE_MS } from '@/ui/list-page/search-box'
import { renderWithTheme } from '@/ui/test/render-with-theme'

const PEOPLE: SelectOption[] = [
  { value: '10', label: 'Daniel Reid' },
  { value: '11', label: 'Victoria Lang' },
  { value: '12', label: 'Mark Ellison' },
]

/** The field as a form holds it: the chosen option in state, every change recorded. */
function setup(
  found: (term: string) => SelectOption[] = () => PEOPLE,
  start: SelectOption | null = null,
) {
  const loadOptions = vi.fn(async (term: string, signal: AbortSignal) => {
    void signal
    return found(term)
  })
  const changes: (SelectOption | null)[] = []
  function Harness() {
    const [value, setValue] = useState<SelectOption | null>(start)
    return (
      <ComboboxField
        label="Owner"
        value={value}
        loadOptions={loadOptions}
        onChange={(option) => {
          changes.push(option)
          setValue(option)
        }}
      />
    )
  }
  renderWithTheme(<Harness />)
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
  const box = screen.getByRole('combobox', { name: 'Owner' })
  return { loadOptions, changes, user, box }
}

/** Lets the debounce run out and the search's promise settle. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

// Testing Library settles each user-event call with a setTimeout(0), which it advances only
// when it sees Jest's fake timers: it is told how to advance Vitest's.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('ComboboxField', () => {
  it('waits for a pause in typing (SPEC §9: 500 ms) and then asks once, for the whole word', async () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(500)
    const { loadOptions, user, box } = setup()
    await user.type(box, 'Dan')
    expect(loadOptions).not.toHaveBeenCalled()
    await wait(SEARCH_DEBOUNCE_MS - 1)
    expect(loadOptions).not.toHaveBeenCalled()
    await wait(1)
    expect(loadOptions).toHaveBeenCalledTimes(1)
    expect(loadOptions.mock.calls[0]![0]).toBe('Dan')
    expect(box).toHaveAttribute('aria-expanded', 'true')
    const list = screen.getByRole('listbox', { name: 'Matches' })
    expect(list).toBeVisible()
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      PEOPLE.map((p) => p.label),
    )
  })

  it('aborts the search a later keystroke replaces, and asks with the trimmed text', async () => {
    const { loadOptions, user, box } = setup()
    await user.type(box, 'Da')
    await wait(300)
    await user.type(box, 'n ')
    await wait(SEARCH_DEBOUNCE_MS)
    expect(loadOptions).toHaveBeenCalledTimes(1)
    expect(loadOptions.mock.calls[0]![0]).toBe('Dan')
  })

  it('moves with the arrows, wraps round, and picks with Enter', async () => {
    const { changes, user, box } = setup()
    await user.type(box, 'a')
    await wait(SEARCH_DEBOUNCE_MS)
    const active = () => screen.getByRole('option', { selected: true })
    // The first match is active once the matches arrive.
    expect(active()).toHaveTextContent('Daniel Reid')
    expect(box).toHaveAttribute('aria-activedescendant', active().id)
    await user.keyboard('{ArrowDown}')
    expect(active()).toHaveTextContent('Victoria Lang')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(active()).toHaveTextContent('Daniel Reid')
    await user.keyboard('{ArrowUp}')
    expect(active()).toHaveTextContent('Mark Ellison')
    expect(box).toHaveAttribute('aria-activedescendant', active().id)
    await user.keyboard('{Enter}')
    expect(changes).toEqual([PEOPLE[2]])
    expect(box).toHaveValue('Mark Ellison')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('picks with a click too', async () => {
    const { changes, user, box } = setup()
    await user.type(box, 'Vic')
    await wait(SEARCH_DEBOUNCE_MS)
    await user.click(screen.getByRole('option', { name: 'Victoria Lang' }))
    expect(changes).toEqual([PEOPLE[1]])
    expect(box).toHaveValue('Victoria Lang')
  })

  it('opens on ArrowDown without typing and asks with empty text', async () => {
    const { loadOptions, user, box } = setup()
    await user.click(box)
    await user.keyboard('{ArrowDown}')
    await wait(SEARCH_DEBOUNCE_MS)
    expect(loadOptions).toHaveBeenCalledTimes(1)
    expect(loadOptions.mock.calls[0]![0]).toBe('')
    expect(screen.getAllByRole('option')).toHaveLength(3)
  })

  it('closes on Escape and shows the chosen label again, changing nothing', async () => {
    const { changes, user, box } = setup(() => PEOPLE, PEOPLE[0]!)
    expect(box).toHaveValue('Daniel Reid')
    await user.clear(box)
    // Emptying the box clears the choice (the form then sends null)...
    expect(changes).toEqual([null])
    await user.type(box, 'Vic')
    await wait(SEARCH_DEBOUNCE_MS)
    expect(screen.getByRole('listbox')).toBeVisible()
    await user.keyboard('{Escape}')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.queryByRole('option')).toBeNull()
    // ...and nothing else was picked on the way out.
    expect(changes).toEqual([null])
    expect(box).toHaveValue('')
  })

  it('gives the chosen label back on Escape while a choice stands', async () => {
    const { changes, user, box } = setup(() => PEOPLE, PEOPLE[0]!)
    await user.type(box, 'x')
    expect(box).toHaveValue('Daniel Reidx')
    await wait(SEARCH_DEBOUNCE_MS)
    await user.keyboard('{Escape}')
    expect(box).toHaveValue('Daniel Reid')
    expect(changes).toEqual([])
  })

  it('says "No matches" when the search finds nothing, and Enter then picks nothing', async () => {
    const { changes, user, box } = setup(() => [])
    await user.type(box, 'zzz')
    await wait(SEARCH_DEBOUNCE_MS)
    expect(screen.getByRole('status')).toHaveTextContent('No matches')
    expect(screen.queryByRole('option')).toBeNull()
    await user.keyboard('{Enter}')
    expect(changes).toEqual([])
  })

  it('says "Searching…" while the host is asked, and when the search fails', async () => {
    let fail: (e: Error) => void = () => {}
    const loadOptions = vi.fn(() => new Promise<SelectOption[]>((_, reject) => (fail = reject)))
    renderWithTheme(
      <ComboboxField label="Owner" value={null} onChange={() => {}} loadOptions={loadOptions} />,
    )
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    await user.type(screen.getByRole('combobox', { name: 'Owner' }), 'Dan')
    await wait(SEARCH_DEBOUNCE_MS)
    expect(screen.getByRole('status')).toHaveTextContent('Searching…')
    await act(async () => fail(new Error('offline')))
    expect(screen.getByRole('status')).toHaveTextContent(
      'The search did not answer. Type again to retry.',
    )
  })

  it('honours a shorter debounceMs', async () => {
    const loadOptions = vi.fn(async () => PEOPLE)
    renderWithTheme(
      <ComboboxField
        label="Owner"
        value={null}
        onChange={() => {}}
        loadOptions={loadOptions}
        debounceMs={50}
      />,
    )
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
    await user.type(screen.getByRole('combobox', { name: 'Owner' }), 'Dan')
    await wait(49)
    expect(loadOptions).not.toHaveBeenCalled()
    await wait(1)
    expect(loadOptions).toHaveBeenCalledTimes(1)
  })

  it('keeps what is typed when focus leaves and comes straight back (a form focusing its first error)', async () => {
    const { user, box } = setup()
    act(() => box.focus())
    act(() => box.blur())
    act(() => box.focus())
    await user.type(box, 'Vic')
    await wait(SEARCH_DEBOUNCE_MS + 200)
    expect(box).toHaveValue('Vic')
    expect(screen.getByRole('option', { name: 'Victoria Lang' })).toBeVisible()
  })
})
