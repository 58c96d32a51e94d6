import { useQueryClient } from '@tanstack/react-query'
import { FieldsDialog, idOrNull, reasonField, trimmed, type FieldDecl } from '@/admin/kit/records'
import type { RecordSubject } from '@/lib/resources'
import { resourceKeys } from '@/lib/resources'
import { useToast } from '@/ui'
import { categorisationKey, changeCategorisation, type Categorisation } from '../api/categorisation'
import { subjectNoun } from '../model/subject-words'

export interface ChangeCategoryDialogProps {
  subject: RecordSubject
  categorisation: Categorisation
  onClose: () => void
}

const fieldsFor = (categorisation: Categorisation): FieldDecl[] => [
  {
    name: 'investor_category_id',
    label: 'Investor category',
    kind: 'select',
    placeholder: 'No category',
    options: categorisation.categories.map((c) => ({ value: String(c.id), label: c.name })),
  },
  reasonField(
    'reason',
    'Reason for the change',
    "Kept in the record's history, e.g. the evidence you saw.",
  ),
]

/**
 * Staff set the category with the reason for the change. The host stamps the confirmation, so
 * what the investor may do in the portal follows the new category at once.
 */
export function ChangeCategoryDialog({
  subject,
  categorisation,
  onClose,
}: ChangeCategoryDialogProps) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const current = categorisation.investor_category_id
  return (
    <FieldsDialog
      onClose={onClose}
      title="Change investor category"
      description={`The ${subjectNoun(subject)}'s access to investments follows the category you set.`}
      submitLabel="Save category"
      fields={fieldsFor(categorisation)}
      initial={{ investor_category_id: current == null ? '' : String(current) }}
      submit={(v) =>
        changeCategorisation(subject, {
          investor_category_id: idOrNull(v.investor_category_id),
          reason: trimmed(v.reason),
        })
      }
      onSaved={(saved) => {
        queryClient.setQueryData(categorisationKey(subject), saved)
        // The record's header and lists show the category too.
        void queryClient.invalidateQueries({ queryKey: resourceKeys(subject.type).all })
        toast.success(
          saved.category
            ? `The ${subjectNoun(subject)} is now categorised as ${saved.category.name}.`
            : `The ${subjectNoun(subject)}'s category was removed.`,
        )
        onClose()
      }}
    />
  )
}
