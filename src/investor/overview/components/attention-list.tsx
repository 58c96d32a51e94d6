import type { ReactElement } from 'react'
import { AlertIcon, Button, CheckIcon, Icon, InfoIcon, Stack } from '@/ui'
import type { AttentionFailure } from '../hooks/use-attention'
import type { AttentionItem, AttentionKind } from '../model/attention'
import { SectionSkeleton, SkeletonRows } from './skeleton'
import {
  StyledList,
  StyledKind,
  StyledText,
  StyledTitle,
  StyledMuted,
  StyledAction,
  StyledFailure,
  StyledAllSet,
  StyledAllSetIcon,
  StyledAllSetTitle,
} from './attention-styles'

export interface AttentionListProps {
  items: readonly AttentionItem[]
  loading?: boolean
  failures?: readonly AttentionFailure[]
}

const PoundIcon = () => (
  <Icon>
    <path d="M16 7a4 4 0 0 0-7 2.6V18M6 13h7M6 18h11" />
  </Icon>
)
const PenIcon = () => (
  <Icon>
    <path d="M4 20h4L19 9l-4-4L4 16v4zM13 7l4 4" />
  </Icon>
)

const ICONS: Record<AttentionKind, () => ReactElement> = {
  eligibility: AlertIcon,
  'cash-call': PoundIcon,
  document: PenIcon,
  sounding: InfoIcon,
  'pre-emption': PenIcon,
}

/**
 * What needs the investor, one row each: what to do, why, and the link that does it. While
 * sources load their rows are sketched; a failed source says so with its own retry; when all
 * have answered and nothing is waiting, a calm "You're all set".
 */
export function AttentionList({ items, loading = false, failures = [] }: AttentionListProps) {
  const allClear = !loading && failures.length === 0 && items.length === 0
  if (allClear) {
    return (
      <StyledAllSet $nowrap>
        <StyledAllSetIcon>
          <CheckIcon />
        </StyledAllSetIcon>
        <div>
          <StyledAllSetTitle>You're all set</StyledAllSetTitle>
          <StyledMuted>Nothing needs your attention right now.</StyledMuted>
        </div>
      </StyledAllSet>
    )
  }
  return (
    <Stack>
      {items.length > 0 ? (
        <StyledList>
          {items.map((item) => {
            const KindIcon = ICONS[item.kind]
            return (
              <li key={item.key}>
                <StyledKind $kind={item.kind}>
                  <KindIcon />
                </StyledKind>
                <StyledText>
                  <StyledTitle>{item.title}</StyledTitle>
                  {item.detail ? <StyledMuted>{item.detail}</StyledMuted> : null}
                </StyledText>
                {item.action ? (
                  <StyledAction
                    to={item.action.to}
                    // The visible words first, so speech users can say what they see.
                    aria-label={
                      item.action.context
                        ? `${item.action.label} ${item.action.context}`
                        : undefined
                    }
                  >
                    {item.action.label}
                  </StyledAction>
                ) : null}
              </li>
            )
          })}
        </StyledList>
      ) : null}
      {loading ? (
        <SectionSkeleton label="Checking what needs your attention…">
          <SkeletonRows rows={items.length > 0 ? 1 : 2} />
        </SectionSkeleton>
      ) : null}
      {failures.map((f) => (
        <StyledFailure $justify="space-between" key={f.key} role="alert">
          <StyledMuted>{f.message}</StyledMuted>
          <Button size="sm" variant="secondary" onClick={f.retry} loading={f.retrying}>
            Try again
          </Button>
        </StyledFailure>
      ))}
    </Stack>
  )
}
