import { useState } from 'react'
import styled from 'styled-components'
import { needsTerms, useAcceptTerms, useCurrentUser } from '@/lib/session'
import { useTenantSettings, type TenantTerms } from '@/lib/tenant'
import {
  AlertIcon,
  Button,
  Card,
  Checkbox,
  CheckIcon,
  LoadingState,
  PageHeader,
  PageStack,
  Row,
  Stack,
  VisuallyHidden,
} from '@/ui'
import { TermsContent } from '@/shared/investor-wording'
import { TERMS_CHECKBOX, TERMS_TITLE } from './terms-dialog'
import { StyledTermsLine } from '@/shared/investor-wording'

/**
 * /investor/terms: the tenant's current terms and conditions (a link for format 'url', the text
 * otherwise), their version, and where the investor stands with them. An investor who has not
 * accepted this version may do so here, as in the blocking dialog (SPEC §4): the box must be
 * ticked, the button reads "Submitting" meanwhile, and a failure simply re-enables it.
 */
export function TermsPage() {
  const { user } = useCurrentUser()
  const settings = useTenantSettings()
  const { terms } = settings
  if (settings.isPending || !user) {
    return (
      <PageStack>
        <PageHeader title="Terms and conditions" />
        <LoadingState label="Loading the terms and conditions…" />
      </PageStack>
    )
  }
  const accepted = Number(user.accepted_terms_version) || 0
  const current = !needsTerms(user, settings.raw)
  return (
    <PageStack>
      <PageHeader title="Terms and conditions" description={`Version ${terms.version}`} />
      <Card>
        <StyledStatus as="p" $nowrap $align="flex-start" $gap="xs" $ok={current}>
          {current ? <CheckIcon /> : <AlertIcon />}
          <span>
            {current
              ? `You have accepted version ${terms.version} of the terms and conditions.`
              : accepted > 0
                ? `You accepted version ${accepted}. Version ${terms.version} has been published since: please read and accept it.`
                : 'You have not accepted the terms and conditions yet.'}
          </span>
        </StyledStatus>
        <TermsBody terms={terms} />
        {current ? null : (
          <AcceptTerms key={terms.version} userId={user.id} version={terms.version} />
        )}
      </Card>
    </PageStack>
  )
}

/** The terms themselves: the dialog's own content, but for a link worded for reading at leisure. */
function TermsBody({ terms }: { terms: TenantTerms }) {
  if (terms.format !== 'url' || !terms.text) return <TermsContent terms={terms} />
  return (
    <StyledTermsLine>
      <a href={terms.text} target="_blank" rel="noopener noreferrer">
        Read the terms and conditions
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    </StyledTermsLine>
  )
}

function AcceptTerms({ userId, version }: { userId: number; version: number }) {
  const [ticked, setTicked] = useState(false)
  const accept = useAcceptTerms()
  return (
    <StyledAccept>
      <Checkbox
        label={TERMS_CHECKBOX}
        checked={ticked}
        onChange={(event) => setTicked(event.target.checked)}
      />
      <div>
        <Button
          disabled={!ticked}
          loading={accept.isPending}
          loadingText="Submitting"
          onClick={() => accept.mutate({ userId, version })}
        >
          {TERMS_TITLE}
        </Button>
      </div>
    </StyledAccept>
  )
}

const StyledStatus = styled(Row)<{ $ok: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $ok }) => ($ok ? theme.colours.successSurface : theme.colours.warningSurface)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  svg {
    flex: none;
    margin-top: 2px;
    font-size: 20px;
    color: ${({ theme, $ok }) => ($ok ? theme.colours.success : theme.colours.warning)};
  }
`

const StyledAccept = styled(Stack)`
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
`
