import { useMutation, useQueryClient } from '@tanstack/react-query'
import styled from 'styled-components'
import { toFormError } from '@/lib/api'
import { useToast, VisuallyHidden } from '@/ui'
import { DOCUMENT_KEYS, updateDocument, type AdminDocument } from '../api/documents-api'
import { visibilityChanged, visibilityLabel, type Visibility } from '../model/visibility'

/**
 * Who may see a document, changed in place (SPEC §4: public is accessible in Client Portal,
 * private is Admin Portal only). Saved at once; a refusal is said and the old value stays.
 */
export function VisibilitySelect({ doc }: { doc: AdminDocument }) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const change = useMutation({
    mutationFn: (visibility: Visibility) => updateDocument(doc.id, { visibility }),
    onSuccess: (saved) => {
      toast.success(visibilityChanged(saved.name, saved.visibility))
    },
    onError: (err) => {
      toast.error(toFormError(err).message ?? `The visibility of “${doc.name}” was not changed.`)
    },
    onSettled: () =>
      Promise.all(DOCUMENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  })
  const value = change.isPending ? change.variables : doc.visibility
  const id = `visibility-${doc.id}`
  return (
    <>
      <label htmlFor={id}>
        <VisuallyHidden>Visibility of {doc.name}</VisuallyHidden>
      </label>
      <StyledSelect
        id={id}
        value={value}
        disabled={change.isPending}
        aria-busy={change.isPending || undefined}
        $public={value === 'public'}
        onChange={(e) => change.mutate(e.target.value as Visibility)}
      >
        <option value="public">{visibilityLabel('public')}</option>
        <option value="private">{visibilityLabel('private')}</option>
      </StyledSelect>
    </>
  )
}

/** Compact for a table cell; the public choice is tinted so it stands out in the list. */
const StyledSelect = styled.select<{ $public: boolean }>`
  max-width: 100%;
  min-height: ${({ theme }) => theme.layout.controlHeight.sm};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colours.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $public }) => ($public ? theme.colours.surfaceSubtle : theme.colours.surface)};
  color: ${({ theme }) => theme.colours.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $public }) =>
    $public ? theme.fontWeights.semibold : theme.fontWeights.regular};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: progress;
  }
`
