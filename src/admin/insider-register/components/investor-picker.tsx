import styled from 'styled-components'
import { personName } from '@/lib/api'
import { fetchPage } from '@/lib/resources'
import { CloseIcon, ComboboxField, IconButton, Row, type SelectOption } from '@/ui'

export interface InvestorPickerProps {
  label: string
  /** The investors chosen so far, as value (id) and label (name and email). */
  value: readonly SelectOption[]
  onChange: (chosen: SelectOption[]) => void
  error?: string
  hint?: string
}

const investorLabel = (row: Record<string, unknown>) => {
  const email = String(row.email ?? '')
  return `${personName(row as never, email)} (${email})`
}

/**
 * Several investors picked by name: the box searches investors as one types (the relation
 * picker of the record forms) and each pick joins the list below it, where it can be removed.
 */
export function InvestorPicker({ label, value, onChange, error, hint }: InvestorPickerProps) {
  const chosen = new Set(value.map((o) => o.value))
  const load = async (term: string, signal: AbortSignal) => {
    const page = await fetchPage(
      'users',
      { type: 'investor', filter: term ? { search: term } : {}, perPage: 10 },
      signal,
    )
    return page.data
      .map((row) => ({ value: String(row.id), label: investorLabel(row) }))
      .filter((o) => !chosen.has(o.value))
  }
  return (
    <div>
      <ComboboxField
        label={label}
        hint={hint ?? 'Type a name or email, then choose; add as many investors as you need.'}
        error={error}
        required
        value={null}
        loadOptions={load}
        placeholder="Search investors"
        onChange={(option) => {
          if (option && !chosen.has(option.value)) onChange([...value, option])
        }}
      />
      {value.length > 0 ? (
        <StyledChosen
          $gap="xs"
          $align="stretch"
          as="ul"
          aria-label={`${label}: ${value.length} chosen`}
        >
          {value.map((o) => (
            <li key={o.value}>
              <span>{o.label}</span>
              <IconButton
                aria-label={`Remove ${o.label}`}
                icon={<CloseIcon />}
                size="sm"
                onClick={() => onChange(value.filter((v) => v.value !== o.value))}
              />
            </li>
          ))}
        </StyledChosen>
      ) : null}
    </div>
  )
}

const StyledChosen = styled(Row)`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    max-width: 100%;
    padding: 2px 2px 2px ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colours.surface};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  /* By words; only a token longer than the chip (an email) breaks, where it must. anywhere
     would also let the chip shrink until every word broke mid-word. */
  span {
    min-width: 0;
    overflow-wrap: break-word;
  }
`
