import styled from 'styled-components'
import { Stack } from '@/ui'

/** An investor's name over their reference, the reference kept on one line on a phone. */
export function InvestorCell({ name, reference }: { name: string; reference?: string | null }) {
  return (
    <Stack $gap="xxs">
      <span>{name}</span>
      {reference ? <StyledReference>{reference}</StyledReference> : null}
    </Stack>
  )
}

const StyledReference = styled.span`
  white-space: nowrap;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
