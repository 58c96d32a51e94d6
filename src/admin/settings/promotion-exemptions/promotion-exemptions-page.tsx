import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { Button, useToast } from '@/ui'
import { SettingsFrame } from '@/admin/settings/components/settings-frame'
import { SettingsItem, SettingsItemsCard } from '@/admin/settings/components/settings-item-list'
import {
  promotionExemptionsKey,
  promotionExemptionsQuery,
  type PromotionExemption,
} from '@/lib/compliance'
import { StatementDialog } from './statement-dialog'

/**
 * /admin/settings/investor/promotion-exemptions (flag financialPromotionExceptions): the
 * prescribed statement of each exemption an investor may state before they see opportunities'
 * details (COBS 4.12A, the Financial Promotion Order), each editable by compliance staff.
 */
export function PromotionExemptionsPage() {
  const canEdit = can(useCurrentUser().user?.role_id, 'compliance', 'update')
  const query = useQuery(promotionExemptionsQuery)
  const client = useQueryClient()
  const toast = useToast()
  const [editing, setEditing] = useState<PromotionExemption | null>(null)
  return (
    <SettingsFrame
      item="promotion-exemptions"
      description="Before they see any opportunity’s details, investors choose the exemption that applies to them and agree to its statement. Each statement lasts 12 months; the wording and date they agreed to are kept on their record."
    >
      <SettingsItemsCard
        title="Exemption statements"
        query={query}
        loading="Loading the exemption statements"
        empty={{ title: 'No exemptions', description: 'The host offers no exemptions.' }}
      >
        {(e) => (
          <SettingsItem
            key={e.key}
            id={`exemption-${e.key}`}
            title={e.name}
            headAtEnd
            head={
              canEdit ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Edit ${e.name}`}
                  onClick={() => setEditing(e)}
                >
                  Edit
                </Button>
              ) : null
            }
          >
            <StyledStatement aria-label={`Statement of ${e.name}`}>{e.statement}</StyledStatement>
          </SettingsItem>
        )}
      </SettingsItemsCard>
      {editing ? (
        <StatementDialog
          exemption={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            toast.success(`${editing.name} statement saved.`)
            void client.invalidateQueries({ queryKey: promotionExemptionsKey })
          }}
        />
      ) : null}
    </SettingsFrame>
  )
}

const StyledStatement = styled.p`
  margin: 0;
  white-space: pre-line;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`
