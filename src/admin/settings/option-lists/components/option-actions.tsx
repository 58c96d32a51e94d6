import type { ReactNode } from 'react'
import styled from 'styled-components'
import { media } from '@/lib/theme'
import { Button } from '@/ui'
import type { OptionListConfig, OptionRow } from '../model/option-list'
import type { OptionTexts } from '../model/option-texts'

/** A row's Move buttons' names, from its spoken name ("Move “Retail” up", "Move Won up"). */
export const moveNames = (name: string) => ({ up: `Move ${name} up`, down: `Move ${name} down` })

export interface OptionActionsProps {
  config: OptionListConfig
  texts: OptionTexts
  row: OptionRow
  may: { update: boolean; delete: boolean }
  /** The row's Move pair, when the order can change. */
  moves: ReactNode
  onEdit: (row: OptionRow) => void
  onDelete: (row: OptionRow) => void
}

/** A row's buttons: its own links, Move up / Move down, Edit (or Rename) and Delete, as allowed. */
export function OptionActions({
  config,
  texts,
  row,
  may,
  moves,
  onEdit,
  onDelete,
}: OptionActionsProps) {
  const name = texts.rowName(row)
  const own = config.rowActions?.(row)
  if (!own && !moves && !may.update && !may.delete) return null
  return (
    <StyledActions>
      {own}
      {moves}
      {may.update ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${texts.editWord} ${name}`}
          onClick={() => onEdit(row)}
        >
          {texts.editWord}
        </Button>
      ) : null}
      {may.delete ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${name}`}
          onClick={() => onDelete(row)}
        >
          Delete
        </Button>
      ) : null}
    </StyledActions>
  )
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  justify-content: flex-end;
  white-space: nowrap;
  gap: ${({ theme }) => theme.space.xxs};

  ${media.down('md')} {
    flex-wrap: wrap;
    justify-content: flex-start;
  }
`
