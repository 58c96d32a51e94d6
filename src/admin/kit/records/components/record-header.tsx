import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { LinkButton, PageHeader, Stack, StatusBadge } from '@/ui'
import type { AnyRecord, AnyRecordConfig } from '../model/record-config'
import { editPath } from '../model/record-paths'
import { recordSubject } from '../model/record-subject'
import type { useRecordAccess } from '../model/use-record-access'
import { DeleteRecord } from './delete-record'

interface RecordHeaderProps {
  config: AnyRecordConfig
  record: AnyRecord
  access: ReturnType<typeof useRecordAccess>
}

/** The record's name, status, key figures and the actions the role may take. */
export function RecordHeader({ config, record, access }: RecordHeaderProps) {
  const navigate = useNavigate()
  const title = config.title(record) || `${config.noun} #${record.id}`
  const status = config.status?.(record) ?? null
  const figures = config.figures?.(record) ?? []
  const subject = recordSubject(config, record.id)
  const Actions = config.Actions
  const Panel = config.Panel
  return (
    <Stack>
      <PageHeader
        back={{ to: config.listPath, label: `Back to ${config.listLabel}` }}
        eyebrow={status ? <StatusBadge tone={status.tone}>{status.label}</StatusBadge> : null}
        title={title}
        description={config.subtitle?.(record)}
        actions={
          <>
            {Actions ? <Actions record={record} subject={subject} /> : null}
            {access.canEdit ? (
              <LinkButton href={editPath(config, record.id)} onNavigate={navigate}>
                Edit
              </LinkButton>
            ) : null}
            {access.canDelete ? <DeleteRecord config={config} id={record.id} name={title} /> : null}
            {access.canDeleteUnsafe ? (
              <DeleteRecord config={config} id={record.id} name={title} unsafe />
            ) : null}
          </>
        }
      />
      {Panel ? <Panel record={record} subject={subject} /> : null}
      {figures.length > 0 ? (
        <StyledFigures>
          {figures.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </StyledFigures>
      ) : null}
    </Stack>
  )
}

const StyledFigures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colours.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`
