import type { KeyboardEvent } from 'react'

type Move = { row: number; col: number }

/**
 * The grid's spreadsheet keys: the arrows and Enter move between its inputs (`data-row`,
 * `data-col`); left and right only once the caret is at the text's edge.
 */
export const gridKeyHandler =
  (rowCount: number, columnCount: number) => (event: KeyboardEvent<HTMLTableElement>) => {
    const input = event.target as HTMLInputElement
    if (input.tagName !== 'INPUT' || input.dataset.row === undefined) return
    const at = { row: Number(input.dataset.row), col: Number(input.dataset.col) }
    const atStart = input.selectionStart === 0 && input.selectionEnd === 0
    const atEnd = input.selectionStart === input.value.length
    let step: Move | null = null
    if (event.key === 'ArrowDown' || (event.key === 'Enter' && !event.shiftKey))
      step = { row: 1, col: 0 }
    else if (event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey))
      step = { row: -1, col: 0 }
    else if (event.key === 'ArrowLeft' && atStart) step = { row: 0, col: -1 }
    else if (event.key === 'ArrowRight' && atEnd) step = { row: 0, col: 1 }
    if (!step) return
    event.preventDefault()
    const table = event.currentTarget
    // Read-only cells hold no input: walk on until an editable one, or stay put at the edge.
    for (
      let r = at.row + step.row, c = at.col + step.col;
      r >= 0 && r < rowCount && c >= 0 && c < columnCount;
      r += step.row, c += step.col
    ) {
      const next = table.querySelector<HTMLInputElement>(`input[data-row="${r}"][data-col="${c}"]`)
      if (next) {
        next.focus()
        next.select()
        return
      }
    }
  }
