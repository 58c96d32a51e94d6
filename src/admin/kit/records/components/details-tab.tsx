import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Card, CardGrid, SoftBreaks } from '@/ui'
import { AttributeDetails } from '../attributes/attribute-details'
import type { AttributeEntity } from '../attributes/attribute-fields'
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
  /** Also show the values of the record's custom attributes of this entity (settings). */
  options: { attributes?: AttributeEntity } = {},
): RecordTab<R> {
  function DetailsTab({ record, subject }: RecordTabProps<R>) {
    return (
      <CardGrid>
        {groups.map((group) => (
          <Card key={group.title} title={group.title}>
            {list(group.rows.map((row) => ({ label: row.label, value: row.value(record) })))}
          </Card>
        ))}
        {options.attributes ? (
          <AttributeDetails entity={options.attributes} subject={subject} renderList={list} />
        ) : null}
      </CardGrid>
    )
  }
  return { segment, label, Component: DetailsTab }
}

const list = (rows: readonly { label: string; value: ReactNode }[]) => (
  <StyledList>
    {rows.map((row) => (
      <div key={row.label}>
        <dt>{row.label}</dt>
        <dd>{wrappable(row.value)}</dd>
      </div>
    ))}
  </StyledList>
)

/** A one-word value (an email, a web address) wraps at its separators, never mid-word. */
const wrappable = (value: ReactNode) =>
  typeof value === 'string' && !/\s/.test(value) ? <SoftBreaks>{value}</SoftBreaks> : value

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
    overflow-wrap: break-word;
  }
`
