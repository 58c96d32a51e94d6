import { KpiCategoryName } from './components/kpi-category-name'
import { DESCRIPTION, NAME, text, usedBy } from './model/list-columns'
import { defineOptionList } from './model/option-list'

export const KPI_UNITS = [
  { value: 'GBP', label: 'Money (GBP)' },
  { value: 'percent', label: 'Percentage' },
  { value: 'count', label: 'Count' },
  { value: 'multiple', label: 'Multiple (x)' },
  { value: 'months', label: 'Months' },
] as const
const labelOf = (list: readonly { value: string; label: string }[], value: unknown) =>
  list.find((o) => o.value === value)?.label ?? text(value)

export const kpiCategories = defineOptionList({
  item: 'kpi-category',
  family: 'kpi-categories',
  description:
    'The groups KPIs belong to; the KPI reports and the investors’ portfolio show KPIs by category, in this order.',
  noun: 'KPI category',
  plural: 'KPI categories',
  fields: [{ ...NAME, maxLength: 100 }],
  columns: [{ id: 'key', header: 'Key', cell: (row) => text(row.key) }],
  resource: 'report_types',
  inUseMessage: usedBy('KPI category', 'KPIs'),
})

export const kpis = defineOptionList({
  item: 'kpis',
  family: 'custom-kpis',
  description:
    'The KPIs companies report each period, grouped by category in the KPI reports and the investors’ portfolio.',
  noun: 'KPI',
  plural: 'KPIs',
  fields: [
    NAME,
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      required: true,
      placeholder: 'Choose category',
      options: {
        family: 'kpi-categories',
        label: (row) => String(row.name ?? ''),
        value: (row) => String(row.key ?? ''),
      },
    },
    {
      name: 'unit',
      label: 'Unit',
      kind: 'select',
      required: true,
      placeholder: 'Choose unit',
      options: KPI_UNITS,
    },
    DESCRIPTION,
  ],
  columns: [
    { id: 'category', header: 'Category', cell: (row) => <KpiCategoryName value={row.category} /> },
    { id: 'unit', header: 'Unit', cell: (row) => labelOf(KPI_UNITS, row.unit) },
  ],
  resource: 'custom_kpis',
  inUseMessage: usedBy('KPI', 'reported values'),
})
