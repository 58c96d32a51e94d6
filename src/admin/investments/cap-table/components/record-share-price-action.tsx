import { useState } from 'react'
import type { RecordTabProps } from '@/admin/kit/records'
import { familyResource, can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { Button } from '@/ui'
import { RecordSharePriceDialog } from './record-share-price-dialog'

/**
 * The existing investment's header button: staff who may update existing investments record a
 * new share price, which becomes the opportunity's price and revalues every holding in it.
 */
export function RecordSharePriceAction({ record }: RecordTabProps) {
  const role = useCurrentUser().user?.role_id
  const [open, setOpen] = useState(false)
  const resource = familyResource('investment-opportunities', {
    stage: Number(record.stage ?? 5),
  })
  if (!can(role, resource, 'update')) return null
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Record share price
      </Button>
      {open ? (
        <RecordSharePriceDialog
          opportunityId={record.id}
          currentPrice={record.share_price == null ? null : Number(record.share_price)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}
