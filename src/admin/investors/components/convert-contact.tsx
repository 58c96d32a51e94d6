import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { personName } from '@/lib/api'
import { useFlags } from '@/lib/flags'
import { ADMIN_PATHS, createMenu } from '@/lib/navigation'
import { resourceKeys, type RecordOf } from '@/lib/resources'
import { useCurrentUser } from '@/lib/session'
import { Button, useToast } from '@/ui'
import { ActionDialog, type RecordTabProps } from '@/admin/kit/records'
import { convertContact } from '../api/requests'

type Contact = RecordOf<'contacts'>

/**
 * "Convert to investor": the contact becomes an investor who is emailed an invitation to set
 * a password. A contact already converted links to the investor it became instead.
 */
export function ConvertContact({ record }: RecordTabProps<Contact>) {
  const [open, setOpen] = useState(false)
  const { user } = useCurrentUser()
  const flags = useFlags()
  const toast = useToast()
  const navigate = useNavigate()
  const client = useQueryClient()
  const name = personName(record, record.email ?? '')
  const mutation = useMutation({
    mutationFn: () => convertContact(record.id),
    onSuccess: async (investor) => {
      setOpen(false)
      toast.success(`${name} is now an investor and has been emailed an invitation`)
      await Promise.all([
        client.invalidateQueries({ queryKey: resourceKeys('contacts').all }),
        client.invalidateQueries({ queryKey: resourceKeys('users').all }),
      ])
      navigate(`${ADMIN_PATHS.investors}/${investor.id}/details`)
    },
  })
  const convertedId = (record as { converted_user_id?: number | null }).converted_user_id
  if (convertedId)
    return <Link to={`${ADMIN_PATHS.investors}/${convertedId}/details`}>View as investor</Link>
  // Converting creates an investor: offered to whoever may create one (the create menu's rule).
  if (!createMenu(user?.role_id, flags).some((a) => a.key === 'investor')) return null
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Convert to investor
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        cancelWhileBusy
        title={`Convert ${name} to an investor?`}
        description={`${name} becomes an investor and is emailed an invitation to ${record.email} to set a password and sign in.`}
        actionLabel="Convert and invite"
        busyLabel="Converting…"
        mutation={mutation}
        onAction={() => mutation.mutate()}
      />
    </>
  )
}
