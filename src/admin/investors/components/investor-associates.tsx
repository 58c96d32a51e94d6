import styled from 'styled-components'
import { personName } from '@/lib/api'
import { NotSet } from '@/admin/kit/lists'
import { VisuallyHidden } from '@/ui'
import type { RecordOf } from '@/lib/resources'

type Associate = NonNullable<RecordOf<'users'>['associates']>[number]

/**
 * The staff members who look after the investor, each with their role (attached from the
 * default associates in settings when the investor arrived, or added since).
 */
export function InvestorAssociates({
  associates,
}: {
  associates: readonly Associate[] | undefined
}) {
  if (!associates?.length) return <NotSet />
  return (
    <StyledList aria-label="Associates">
      {associates.map((a) => (
        <li key={a.id}>
          {personName(a.user, `Staff member ${a.user_id}`)}
          <VisuallyHidden>, </VisuallyHidden>
          <StyledRole>{a.role_label}</StyledRole>
        </li>
      ))}
    </StyledList>
  )
}

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
`

/** Under the name: the role reads as the name's caption in a narrow details column. */
const StyledRole = styled.span`
  display: block;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
