import { useQueryClient } from '@tanstack/react-query'
import { resourceKeys, type RecordOf } from '@/lib/resources'
import { useFormSubmit } from '@/ui'
import { uploadDocument, type UploadInput } from '../api/profile-requests'

/**
 * Uploads a document (multipart) with the SPEC §5 submit behaviour, then refreshes every
 * document list; `then` runs follow-ups that need the new record (an onboarding requirement).
 */
export function useUploadDocument(
  onUploaded: (doc: RecordOf<'documents'>) => void | Promise<unknown>,
) {
  const queryClient = useQueryClient()
  return useFormSubmit(
    async (input: UploadInput) => {
      const doc = await uploadDocument(input)
      await onUploaded(doc)
      return doc
    },
    {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: resourceKeys('documents').all })
      },
    },
  )
}
