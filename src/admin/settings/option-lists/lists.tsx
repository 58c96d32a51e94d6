import styled from 'styled-components'
import { SETTINGS_SECTIONS } from '@/lib/navigation'
import type { SectionPage } from '@/admin/kit/records'
import { OptionListPage } from './components/option-list-page'
import { defineOptionList, type OptionListConfig } from './model/option-list'

import { kpiCategories, kpis } from './kpi-lists'
import { DESCRIPTION, NAME, descriptionColumn, text, usedBy } from './model/list-columns'

export { KPI_UNITS, kpiCategories, kpis } from './kpi-lists'

export const industries = defineOptionList({
  item: 'industries',
  family: 'industries',
  description:
    'The sectors staff choose on deals and opportunities, offered in this order; investors filter opportunities by them.',
  noun: 'industry',
  plural: 'industries',
  fields: [NAME, DESCRIPTION],
  columns: [descriptionColumn],
  resource: 'industries',
  inUseMessage: usedBy('industry', 'opportunities or deals'),
})

export const investmentTypes = defineOptionList({
  item: 'investment-types',
  family: 'types',
  description: 'The kinds of investment an opportunity is (equity, debt…), offered in this order.',
  noun: 'investment type',
  plural: 'investment types',
  fields: [NAME, DESCRIPTION],
  columns: [descriptionColumn],
  resource: 'investment_opportunity_types',
  inUseMessage: usedBy('investment type', 'opportunities, deals or sub-types'),
})

export const investmentSubTypes = defineOptionList({
  item: 'investment-sub-types',
  family: 'sub-types',
  description:
    'The finer kinds within each investment type; an opportunity offers the sub-types of its type.',
  noun: 'investment sub-type',
  plural: 'investment sub-types',
  include: ['type'],
  fields: [
    {
      name: 'type_id',
      label: 'Investment type',
      kind: 'select',
      required: true,
      placeholder: 'Choose investment type',
      options: { family: 'types', label: (row) => String(row.name ?? '') },
    },
    NAME,
  ],
  columns: [
    {
      id: 'type',
      header: 'Investment type',
      cell: (row) => text((row.type as { name?: string } | null | undefined)?.name),
    },
  ],
  resource: 'investment_opportunity_sub_types',
  inUseMessage: usedBy('investment sub-type', 'opportunities'),
})

export const investmentCategories = defineOptionList({
  item: 'investment-categories',
  family: 'investment-categories',
  description:
    'How opportunities are grouped (EIS, growth, income…), offered in this order on the opportunity form.',
  noun: 'investment category',
  plural: 'investment categories',
  fields: [{ ...NAME, maxLength: 100 }, DESCRIPTION],
  columns: [descriptionColumn],
  resource: 'attributes',
  inUseMessage: usedBy('investment category', 'opportunities'),
})

export const investmentCharacters = defineOptionList({
  item: 'investment-characters',
  family: 'characters',
  description: 'Labels such as growth or income that opportunities carry, shown to investors.',
  noun: 'investment character',
  plural: 'investment characters',
  fields: [{ ...NAME, maxLength: 100 }, DESCRIPTION],
  columns: [descriptionColumn],
  resource: 'attributes',
  inUseMessage: usedBy('investment character', 'opportunities'),
})

export const leadStatuses = defineOptionList({
  item: 'lead-status',
  family: 'lead-statuses',
  description:
    'The sales stages of investors, contacts and organisations, offered in this order on their records and lists.',
  noun: 'lead status',
  plural: 'lead statuses',
  fields: [
    { ...NAME, maxLength: 100 },
    { name: 'colour', label: 'Colour', kind: 'colour', required: true },
  ],
  initial: { colour: '#2563eb' },
  columns: [
    {
      id: 'colour',
      header: 'Colour',
      cell: (row) => (
        <StyledSwatch>
          <StyledDot
            style={{ background: String(row.colour ?? 'transparent') }}
            aria-hidden="true"
          />
          {text(row.colour)}
        </StyledSwatch>
      ),
    },
  ],
  // The host checks lead statuses as investor data (mocks/resources/lead-statuses.ts).
  resource: 'investors',
  inUseMessage: usedBy('lead status', 'investors, contacts or organisations'),
})

const yesNo = (value: unknown, yes: string, no: string) => (Number(value) ? yes : no)

export const signUpDocuments = defineOptionList({
  item: 'sign-up-documents',
  family: 'onboarding-document-types',
  description:
    'What onboarding asks of every investor, in this order: forms to sign and documents to upload. Investors see the required ones as needed in their profile.',
  noun: 'sign-up document',
  plural: 'sign-up documents',
  fields: [
    NAME,
    { ...DESCRIPTION, maxLength: 2000, hint: 'Shown to investors under the name.' },
    { name: 'is_required', label: 'Required to finish onboarding', kind: 'checkbox' },
    { name: 'requires_signature', label: 'A form the investor signs', kind: 'checkbox' },
  ],
  initial: { is_required: true },
  columns: [
    {
      id: 'is_required',
      header: 'Required',
      cell: (row) => yesNo(row.is_required, 'Required', 'Optional'),
    },
    {
      id: 'requires_signature',
      header: 'Investor',
      cell: (row) => yesNo(row.requires_signature, 'Signs it', 'Uploads it'),
    },
  ],
  // The settings page is guarded by `compliance` (settings-nav); the host checks the same.
  resource: 'compliance',
  inUseMessage: usedBy('sign-up document', 'investors’ documents'),
})

/** Every option list of the settings section, by settings-nav key. */
export const OPTION_LISTS: readonly OptionListConfig[] = [
  kpiCategories,
  kpis,
  industries,
  investmentTypes,
  investmentSubTypes,
  investmentCategories,
  investmentCharacters,
  leadStatuses,
  signUpDocuments,
]

const pathOf = (key: string) => {
  const found = SETTINGS_SECTIONS.flatMap((s) => s.items).find((i) => i.key === key)
  if (!found) throw new Error(`No settings item ${key}`)
  return found.path
}

/** The option list pages, one per declaration, at their settings-nav paths. */
export const optionListPages: SectionPage[] = OPTION_LISTS.map((config) => ({
  path: pathOf(config.item),
  Component: () => <OptionListPage config={config} />,
}))

const StyledSwatch = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-variant-numeric: tabular-nums;
`
const StyledDot = styled.span`
  width: 14px;
  height: 14px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colours.border};
`
