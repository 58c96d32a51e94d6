import styled from 'styled-components'
import { Row } from '@/ui'

export const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

export const StyledWide = styled.div`
  ${({ theme }) => theme.media.up('md')} {
    grid-column: 1 / -1;
  }
`

export const StyledNotice = styled(Row)`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surface};
`
