import styled from 'styled-components'
import { useWaitingForHost } from '@/lib/api/use-waiting-for-host'

/**
 * Mock mode's first visit (issue 26): a form sent while the demo's in-browser host is still
 * starting waits for it, and after a noticeable moment says so. The live region is there, empty,
 * from the moment the form waits (a region added with its text is not reliably read), and
 * only then: forms that never wait (live mode, a host already up) carry no extra region.
 */
export function HostStartingNotice({ active }: { active: boolean }) {
  const { waiting, late } = useWaitingForHost(active)
  if (!waiting) return null
  return (
    <StyledNotice role="status">
      {late
        ? 'Starting the demo… What you entered is kept and goes through as soon as it is ready.'
        : null}
    </StyledNotice>
  )
}

const StyledNotice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
  }
`
