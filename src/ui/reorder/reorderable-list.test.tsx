// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { moveItem } from './move'
import { ReorderableList } from './reorderable-list'
import { useReorderable } from './use-reorderable'

function Fruit({ handle = false }: { handle?: boolean }) {
  const [items, setItems] = useState(['Apple', 'Banana', 'Cherry'])
  const reorder = useReorderable({
    items,
    keyOf: (item) => item,
    onMove: (from, to) => setItems((list) => moveItem(list, from, to)),
    spokenName: (item) => item,
  })
  return (
    <ReorderableList
      reorder={reorder}
      label="Fruit"
      names={(item) => ({ up: `Move ${item} up`, down: `Move ${item} down` })}
      handle={
        handle ? { name: (item, index) => `Reorder ${item}, position ${index + 1}` } : undefined
      }
    >
      {(item, _index, buttons) => (
        <>
          <span>{item}</span>
          {buttons}
        </>
      )}
    </ReorderableList>
  )
}

const order = () =>
  within(screen.getByRole('list', { name: 'Fruit' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent)

describe('ReorderableList', () => {
  it('moves a row with its buttons, announces it and keeps the focus on the moved row', async () => {
    const user = userEvent.setup({ delay: null })
    renderWithTheme(<Fruit />)
    expect(screen.getByRole('button', { name: 'Move Apple up' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Move Apple down' }))
    expect(order()).toEqual(['Banana', 'Apple', 'Cherry'])
    expect(screen.getByRole('status')).toHaveTextContent('Apple moved to position 2 of 3.')
    expect(screen.getByRole('button', { name: 'Move Apple down' })).toHaveFocus()
    // At the end Move down is off, so the focus goes to Move up.
    await user.keyboard('{Enter}')
    expect(order()).toEqual(['Banana', 'Cherry', 'Apple'])
    expect(screen.getByRole('button', { name: 'Move Apple up' })).toHaveFocus()
  })

  it('moves a row from its handle with the arrow keys, Home and End', async () => {
    const user = userEvent.setup({ delay: null })
    renderWithTheme(<Fruit handle />)
    screen.getByRole('button', { name: 'Reorder Cherry, position 3' }).focus()
    await user.keyboard('{ArrowUp}')
    expect(order()).toEqual(['Apple', 'Cherry', 'Banana'])
    expect(screen.getByRole('button', { name: 'Reorder Cherry, position 2' })).toHaveFocus()
    await user.keyboard('{Home}')
    expect(order()).toEqual(['Cherry', 'Apple', 'Banana'])
    expect(screen.getByRole('status')).toHaveTextContent('Cherry moved to position 1 of 3.')
    await user.keyboard('{End}')
    expect(order()).toEqual(['Apple', 'Banana', 'Cherry'])
  })
})
