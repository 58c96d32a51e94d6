import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { personName } from '@/lib/api'
import { can } from '@/lib/permissions'
import { resourceKeys } from '@/lib/resources'
import { useCurrentUser } from '@/lib/session'
import { Button, PageStack, useToast } from '@/ui'
import { SettingsFrame } from '@/admin/settings/components/settings-frame'
import { SettingsItem, SettingsItemsCard } from '@/admin/settings/components/settings-item-list'
import { MutedText } from '@/admin/settings/components/muted-text'
import {
  defaultAssociatesQuery,
  removeDefaultAssociate,
  type DefaultAssociate,
} from './default-associates-api'
import { AddAssociateForm } from './add-associate-form'

const nameOf = (a: DefaultAssociate) => personName(a.user, `Staff member ${a.user_id}`)

/**
 * /admin/settings/investor/default-associates: the staff members attached to every new
 * investor (registration, invitation, manual registration, a converted contact) while the
 * default investor associates feature is on, each with the role they play.
 */
export function DefaultAssociatesPage() {
  const roleId = useCurrentUser().user?.role_id ?? null
  const canEdit = can(roleId, 'features', 'update')
  const query = useQuery(defaultAssociatesQuery)
  const client = useQueryClient()
  const toast = useToast()
  const refresh = () =>
    client.invalidateQueries({ queryKey: resourceKeys('default-associates').all })
  const remove = useMutation({
    mutationFn: (a: DefaultAssociate) => removeDefaultAssociate(a.id),
    onSuccess: (_r, a) => {
      toast.success(`${nameOf(a)} is no longer a default associate.`)
      void refresh()
    },
    onError: () => toast.error('The associate could not be removed. Try again.'),
  })

  return (
    <SettingsFrame
      item="default-associates"
      description="The staff members attached to every new investor, however they arrive: registration, an invitation, staff adding them, or a converted contact. Investors already on the platform keep the associates they have."
    >
      <PageStack>
        <SettingsItemsCard
          title="Default associates"
          query={query}
          loading="Loading the default associates"
          empty={{
            title: 'No default associates',
            description: 'New investors get no associates until you add one.',
          }}
        >
          {(a) => (
            <SettingsItem
              key={a.id}
              id={`associate-${a.id}`}
              title={nameOf(a)}
              headAtEnd
              head={
                canEdit ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Remove ${nameOf(a)}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(a)}
                  >
                    Remove
                  </Button>
                ) : null
              }
            >
              <MutedText>{a.role_label}</MutedText>
            </SettingsItem>
          )}
        </SettingsItemsCard>
        {canEdit ? (
          <AddAssociateForm
            chosen={(query.data ?? []).map((a) => a.user_id)}
            onAdded={(name) => {
              toast.success(`${name} will be attached to every new investor.`)
              void refresh()
            }}
          />
        ) : null}
      </PageStack>
    </SettingsFrame>
  )
}
