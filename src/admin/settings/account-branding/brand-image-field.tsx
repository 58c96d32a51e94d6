import { useState } from 'react'
import styled from 'styled-components'
import { useObjectUrl } from '@/shared/documents'
import { Button, FileField, Stack } from '@/ui'
import type { FileChoice } from './branding-values'

export interface BrandImageFieldProps {
  label: string
  hint: string
  accept: string
  /** The image the app shows now (a safe URL), or null. */
  current: string | null
  choice: FileChoice
  onChange: (choice: FileChoice) => void
  error?: string | null
  disabled?: boolean
  /** Shows the previews on a dark ground (the light logo is made for dark backgrounds). */
  dark?: boolean
}

/**
 * An uploaded picture of the brand: the current one and the chosen one side by side, a file
 * picker, and a way to remove it (taking effect on save, undoable until then).
 */
export function BrandImageField({
  label,
  hint,
  accept,
  current,
  choice,
  onChange,
  error,
  disabled,
  dark,
}: BrandImageFieldProps) {
  const chosen = choice instanceof File ? choice : null
  const chosenUrl = useObjectUrl(chosen ?? undefined)
  const [failed, setFailed] = useState<string | null>(null)
  // The input is remounted to forget its file when the choice is cleared.
  const [inputKey, setInputKey] = useState(0)
  const clear = () => {
    onChange(null)
    setInputKey((k) => k + 1)
  }

  return (
    <StyledImageField $gap="sm">
      <StyledPreviews>
        <StyledPreview as="figure" $gap="xs">
          <StyledCaption>Current</StyledCaption>
          <StyledFrame $dark={dark}>
            {current && failed !== current ? (
              <img
                src={current}
                alt={`Current ${label.toLowerCase()}`}
                onError={() => setFailed(current)}
              />
            ) : (
              <StyledNone>{current ? 'Could not load' : 'None'}</StyledNone>
            )}
          </StyledFrame>
        </StyledPreview>
        <StyledPreview as="figure" $gap="xs">
          <StyledCaption>After saving</StyledCaption>
          <StyledFrame $dark={dark}>
            {choice === 'remove' ? (
              <StyledNone>Removed</StyledNone>
            ) : chosenUrl ? (
              <img src={chosenUrl} alt={`Chosen ${label.toLowerCase()}`} />
            ) : (
              <StyledNone>Unchanged</StyledNone>
            )}
          </StyledFrame>
        </StyledPreview>
      </StyledPreviews>
      <FileField
        key={inputKey}
        label={label}
        hint={hint}
        accept={accept}
        error={error}
        disabled={disabled}
        files={chosen ? [chosen] : undefined}
        onChange={(files) => onChange(files[0] ?? null)}
      />
      {!disabled && (choice !== null || current) ? (
        <StyledActions>
          {choice !== null ? (
            <Button size="sm" variant="ghost" onClick={clear}>
              {choice === 'remove' ? `Keep the ${label.toLowerCase()}` : 'Clear the chosen file'}
            </Button>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => onChange('remove')}>
              Remove the {label.toLowerCase()}
            </Button>
          )}
        </StyledActions>
      ) : null}
    </StyledImageField>
  )
}

const StyledImageField = styled(Stack)`
  min-width: 0;
`

const StyledPreviews = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`

const StyledPreview = styled(Stack)`
  margin: 0;
  min-width: 0;
`

const StyledCaption = styled.figcaption`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledFrame = styled.div<{ $dark?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 72px;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $dark }) => ($dark ? theme.colours.text : theme.colours.surfaceSubtle)};
  color: ${({ theme, $dark }) => ($dark ? theme.colours.surface : theme.colours.textMuted)};

  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`

const StyledNone = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-start;
`
