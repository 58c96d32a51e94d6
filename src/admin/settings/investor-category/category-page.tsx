import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { useFlags } from '@/lib/flags'
import { can } from '@/lib/permissions'
import { resourceKeys } from '@/lib/resources'
import { useCurrentUser } from '@/lib/session'
import { Button, PageStack, Stack, StatusBadge, useToast } from '@/ui'
import { SettingsFrame } from '@/admin/settings/components/settings-frame'
import { SettingsItem, SettingsItemsCard } from '@/admin/settings/components/settings-item-list'
import { QuestionBank } from '@/admin/settings/investor-settings'
import { adminCategoriesQuery, type Category } from './category-api'
import { CategoryDialog } from './category-dialog'
import { MutedText } from '@/admin/settings/components/muted-text'

/**
 * /admin/settings/investor/category: the investor categories (COBS 4.12A) with the statements
 * investors confirm when they categorise themselves, each editable.
 */
export function CategoryPage() {
  const roleId = useCurrentUser().user?.role_id ?? null
  const canEdit = can(roleId, 'attributes', 'update')
  // The questionnaire's families are guarded as the appropriateness test's (`compliance`).
  const canEditQuiz = can(roleId, 'compliance', 'update')
  const { riskWarning } = useFlags()
  const query = useQuery(adminCategoriesQuery)
  const client = useQueryClient()
  const toast = useToast()
  const [editing, setEditing] = useState<Category | null>(null)

  return (
    <SettingsFrame
      item="category"
      description="The categories investors choose from when they categorise themselves, the statements they confirm, and the questions they answer first."
    >
      <PageStack>
        <SettingsItemsCard
          title="Investor categories"
          query={query}
          loading="Loading the investor categories"
          empty={{
            title: 'No investor categories',
            description: 'Investors cannot categorise themselves until a category exists.',
          }}
        >
          {(c) => (
            <SettingsItem
              key={c.id}
              id={`category-${c.id}`}
              title={c.name}
              headAtEnd
              head={
                <>
                  {c.is_enabled === 1 ? null : (
                    <StatusBadge tone="neutral">Not offered</StatusBadge>
                  )}
                  {c.requires_approval === 1 ? (
                    <StatusBadge tone="info">Needs approval</StatusBadge>
                  ) : null}
                  {canEdit ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit ${c.name}`}
                      onClick={() => setEditing(c)}
                    >
                      Edit
                    </Button>
                  ) : null}
                </>
              }
            >
              {c.description ? <MutedText>{c.description}</MutedText> : null}
              <StyledStatements as="ul" $gap="xxs" aria-label={`Statements of ${c.name}`}>
                {c.statements.map((s, i) => (
                  <li key={i}>{s}</li>
                ))}
              </StyledStatements>
            </SettingsItem>
          )}
        </SettingsItemsCard>
        {riskWarning ? (
          <>
            <QuestionBank
              questionnaire="fca-compliance"
              bank={1}
              title="Categorisation questions, bank 1"
              description="Investors answer these before they choose a category, on their first attempt and every other attempt after."
              canEdit={canEditQuiz}
            />
            <QuestionBank
              questionnaire="fca-compliance"
              bank={2}
              title="Categorisation questions, bank 2"
              description="With the risk warning on, investors meet this bank on their second attempt and every other attempt after."
              canEdit={canEditQuiz}
            />
          </>
        ) : (
          <QuestionBank
            questionnaire="fca-compliance"
            bank={1}
            title="Categorisation questions"
            description="Investors answer these before they choose a category, and must choose a correct answer to every question."
            canEdit={canEditQuiz}
          />
        )}
      </PageStack>
      {editing ? (
        <CategoryDialog
          category={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            toast.success(`${editing.name} saved.`)
            void client.invalidateQueries({ queryKey: resourceKeys('categories').all })
          }}
        />
      ) : null}
    </SettingsFrame>
  )
}

const StyledStatements = styled(Stack)`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
`
