import styled from 'styled-components'
import { EmptyState, ErrorState, LoadingState } from '@/ui'
import type { PreviewKind } from '../model/document-file'

export interface DocumentPreviewProps {
  name: string
  kind: PreviewKind
  /** The file's address once loaded (a blob: URL, or an http(s) address kept elsewhere). */
  src: string | null
  loading: boolean
  failed: boolean
  timedOut?: boolean
  onRetry: () => void
  retrying?: boolean
}

/**
 * The file itself: a PDF in the browser's own viewer (a titled frame), an image as an image,
 * and for other kinds a word on how to open it. Never a frame for anything but a PDF.
 */
export function DocumentPreview(props: DocumentPreviewProps) {
  const { name, kind, src, loading, failed, timedOut, onRetry, retrying } = props
  if (kind === 'none') {
    return (
      <StyledSurface>
        <EmptyState
          title="This file can't be shown here"
          description="Download it to open it with an application on your device."
        />
      </StyledSurface>
    )
  }
  if (failed) {
    return (
      <StyledSurface>
        <ErrorState
          message={timedOut ? 'timeout' : 'The document could not be loaded.'}
          onRetry={onRetry}
          retrying={retrying}
        />
      </StyledSurface>
    )
  }
  if (loading || !src) {
    return (
      <StyledSurface>
        <LoadingState label="Loading the document…" showLabel />
      </StyledSurface>
    )
  }
  if (kind === 'image') {
    return (
      <StyledSurface>
        <StyledImage src={src} alt={name} />
      </StyledSurface>
    )
  }
  return <StyledFrame src={src} title={`${name} (PDF)`} />
}

const StyledSurface = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 320px;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`

const StyledImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 75vh;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
`

/** Tall enough to read a page; the browser's PDF viewer scrolls inside it. */
const StyledFrame = styled.iframe`
  display: block;
  width: 100%;
  height: 70vh;
  min-height: 420px;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colours.surfaceSubtle};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.up('lg')} {
    height: 78vh;
  }
`
