import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Card, CardGrid } from '@/ui'
import type { RecordTab, RecordTabProps } from '../model/record-config'

export interface DetailRow<R> {
  label: string
  value: (record: R) => ReactNode
}

export interface DetailGroup<R> {
  title: string
  rows: readonly DetailRow<R>[]
}

/**
 * A tab of labelled values (the record's `details`, an opportunity's `key-information`), declared
 * as groups: every record's details read the same way, and a record declares only what it shows.
 */
export function detailsTab<R>(
  groups: readonly DetailGroup<R>[],
  label = 'Details',
  segment = 'details',
): RecordTab<R> {
  function DetailsTab({ record }: RecordTabProps<R>) {
    return (
      <CardGrid>
        {groups.map((group) => (
          <Card key={group.title} title={group.title}>
            <StyledList>
              {group.rows.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.value(record)}</dd>
                </div>
              ))}
            </StyledList>
          </Card>
        ))}
      </CardGrid>
    )
  }
  return { segment, label, Component: DetailsTab }
}

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  > div {
    display: grid;
    grid-template-columns: minmax(8rem, 2fr) minmax(0, 3fr);
    gap: ${({ theme }) => theme.space.sm};
    padding-bottom: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }

  > div:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }

  dt {
    color: ${({ theme }) => theme.colours.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`
