import styled from 'styled-components'
import { Button, Icon } from '@/ui'

const DownloadIcon = () => (
  <Icon>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Icon>
)

export interface DownloadLinkProps {
  /** The file's address (a blob: URL once loaded); null while it is not ready. */
  href: string | null
  /** The name the file is saved under. */
  fileName: string
  /** True while the file is still loading. */
  loading?: boolean
}

/**
 * "Download": a link with the `download` attribute (so the browser saves it under the
 * document's file name), drawn as the page's primary button. Until the file is there it is a
 * disabled button of the same name, so the control never jumps or disappears.
 */
export function DownloadLink({ href, fileName, loading = false }: DownloadLinkProps) {
  if (!href) {
    return (
      <Button disabled loading={loading} icon={<DownloadIcon />}>
        Download
      </Button>
    )
  }
  return (
    <StyledDownload href={href} download={fileName}>
      <DownloadIcon />
      Download
    </StyledDownload>
  )
}

const StyledDownload = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.layout.controlHeight.md};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${({ theme }) => theme.colours.primaryHover};
    border-color: ${({ theme }) => theme.colours.primaryHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`
