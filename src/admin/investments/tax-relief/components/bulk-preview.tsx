import styled from 'styled-components'
import { DataTable, StatusBadge, Stack, type Column } from '@/ui'
import { PROBLEM_TEXT, type FileMatch } from '../model/match-files'
import { InvestorCell } from './investor-cell'

/** How a file's save went: saved, or the host's reason it was not. */
export type SaveResult = { ok: true } | { ok: false; message: string }

export interface BulkPreviewProps {
  matches: readonly FileMatch<File>[]
  results: ReadonlyMap<File, SaveResult>
}

function resultOf(result: SaveResult | undefined) {
  if (!result) return null
  return result.ok ? (
    <StatusBadge tone="success">Saved</StatusBadge>
  ) : (
    <StyledRefusal>{result.message}</StyledRefusal>
  )
}

/**
 * Each chosen file, the investor its name matched (or why none) and, once saved, how its save
 * went. Two columns, so a phone reads it without scrolling sideways.
 */
export function BulkPreview({ matches, results }: BulkPreviewProps) {
  const columns: Column<FileMatch<File>>[] = [
    { id: 'file', header: 'File', cell: (m) => <StyledFileName>{m.file.name}</StyledFileName> },
    {
      id: 'match',
      header: 'Investor',
      cell: (m) => (
        <Stack $gap="xs" $align="flex-start">
          {m.candidate ? (
            <InvestorCell name={m.candidate.investor} reference={m.reference} />
          ) : m.reference ? (
            <span>{m.reference}</span>
          ) : null}
          {m.status === 'matched' ? (
            <>
              <StatusBadge tone="success">Matched</StatusBadge>
              {resultOf(results.get(m.file))}
            </>
          ) : (
            <>
              <StatusBadge tone="warning">Not saved</StatusBadge>
              <span>{PROBLEM_TEXT[m.status]}</span>
            </>
          )}
        </Stack>
      ),
    },
  ]
  return (
    <DataTable
      caption="Files and the investors they match"
      columns={columns}
      rows={[...matches]}
      rowKey={(m) => `${m.file.name}-${m.file.size}-${m.file.lastModified}`}
    />
  )
}

/** A scanner's name (scan_0042_unnamed_….pdf) breaks anywhere rather than widen the table. */
const StyledFileName = styled.span`
  overflow-wrap: anywhere;
`

const StyledRefusal = styled.span`
  color: ${({ theme }) => theme.colours.danger};
`
