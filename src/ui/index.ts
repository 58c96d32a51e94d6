// The design system's public face: features import from '@/ui' only.
export { Button } from '@/ui/button/button'
export type { ButtonProps } from '@/ui/button/button'
export { IconButton } from '@/ui/button/icon-button'
export type { IconButtonProps } from '@/ui/button/icon-button'
export type { ButtonSize, ButtonVariant } from '@/ui/button/button-styles'

export { Field } from '@/ui/field/field'
export type { FieldControlProps, FieldProps } from '@/ui/field/field'
export { TextField } from '@/ui/field/text-field'
export type { TextFieldProps } from '@/ui/field/text-field'
export { TextAreaField } from '@/ui/field/text-area-field'
export type { TextAreaFieldProps } from '@/ui/field/text-area-field'
export { SelectField } from '@/ui/field/select-field'
export type { SelectFieldProps, SelectOption } from '@/ui/field/select-field'
export { DateField } from '@/ui/field/date-field'
export type { DateFieldProps } from '@/ui/field/date-field'
export { MoneyField } from '@/ui/field/money-field'
export type { MoneyFieldProps } from '@/ui/field/money-field'
export { formatMoney, parseMoney } from '@/ui/field/money'
export { FileField } from '@/ui/field/file-field'
export type { FileFieldProps } from '@/ui/field/file-field'
export { ComboboxField } from '@/ui/field/combobox-field'
export type { ComboboxFieldProps } from '@/ui/field/combobox-field'

export { Checkbox } from '@/ui/choice/checkbox'
export type { CheckboxProps } from '@/ui/choice/checkbox'
export { CheckboxGroup } from '@/ui/choice/checkbox-group'
export type { CheckboxGroupProps } from '@/ui/choice/checkbox-group'
export { RadioGroup } from '@/ui/choice/radio-group'
export type { RadioGroupProps } from '@/ui/choice/radio-group'
export type { ChoiceOption } from '@/ui/choice/choice-group'

export { Tabs } from '@/ui/tabs/tabs'
export type { TabItem, TabsProps } from '@/ui/tabs/tabs'
export { LinkTabs } from '@/ui/tabs/link-tabs'
export type { LinkTabsProps, TabLinkProps } from '@/ui/tabs/link-tabs'

export { MenuButton } from '@/ui/menu/menu-button'
export type { MenuButtonProps, MenuItem, MenuTriggerProps } from '@/ui/menu/menu-button'
export { Modal } from '@/ui/modal/modal'
export type { ModalProps } from '@/ui/modal/modal'
export { ConfirmDialog } from '@/ui/modal/confirm-dialog'
export type { ConfirmDialogProps } from '@/ui/modal/confirm-dialog'

export { ToastProvider } from '@/ui/toast/toast-provider'
export { useToast } from '@/ui/toast/use-toast'
export type { ToastApi, ToastOptions, ToastTone } from '@/ui/toast/toast-context'

export { DataTable } from '@/ui/table/data-table'
export type { Column, DataTableProps } from '@/ui/table/data-table'
export { Pagination } from '@/ui/table/pagination'
export { usePagedRows } from '@/ui/table/use-paged-rows'
export type { PaginationProps, PaginatorMeta } from '@/ui/table/pagination'
export { fromSortParam, nextSort, toSortParam } from '@/ui/table/sort'
export type { SortDirection, SortState } from '@/ui/table/sort'

export { EmptyState } from '@/ui/states/empty-state'
export { PendingStates, QueryStates } from '@/ui/states/query-states'
export type { QueryStatesProps, QueryStatus } from '@/ui/states/query-states'
export type { EmptyStateProps } from '@/ui/states/empty-state'
export { LoadingState } from '@/ui/states/loading-state'
export type { LoadingStateProps } from '@/ui/states/loading-state'
export { ErrorState } from '@/ui/states/error-state'
export type { ErrorStateProps } from '@/ui/states/error-state'
export { NotFoundError } from '@/ui/states/not-found-error'
export { SectionBoundary } from '@/ui/states/section-boundary'
export type { SectionBoundaryProps } from '@/ui/states/section-boundary'

export { Avatar } from '@/ui/avatar/avatar'
export type { AvatarProps } from '@/ui/avatar/avatar'
export { avatarColourIndex, avatarInitials } from '@/ui/avatar/avatar-identity'
export { Badge, formatBadgeCount } from '@/ui/badge/badge'
export type { BadgeProps } from '@/ui/badge/badge'
export { ScrollList } from '@/ui/scroll-list/scroll-list'
export { movedText, moveItem, stepTo } from '@/ui/reorder/move'
export { useMoveFocus, type Direction } from '@/ui/reorder/use-move-focus'
export { MoveButtons, type MoveButtonsProps } from '@/ui/reorder/move-buttons'
export { ReorderableList, type ReorderableListProps } from '@/ui/reorder/reorderable-list'
export { useReorderable, type Reorderable } from '@/ui/reorder/use-reorderable'
export { useSavedOrder, type OrderFailure } from '@/ui/reorder/use-saved-order'
export type { ScrollListProps } from '@/ui/scroll-list/scroll-list'

export { RichTextEditor } from '@/ui/rich-text/rich-text-editor'
export type { RichTextEditorProps } from '@/ui/rich-text/rich-text-editor'
export { HtmlView } from '@/ui/rich-text/html-view'
export type { HtmlViewProps } from '@/ui/rich-text/html-view'
export { sanitiseHtml } from '@/ui/rich-text/sanitise-html'

export { Form, FormActions } from '@/ui/form/form'
export type { FormProps, FormSubmission } from '@/ui/form/form'
export { DialogForm } from '@/ui/form/dialog-form'
export type { DialogFormProps } from '@/ui/form/dialog-form'
export { FormError } from '@/ui/form/form-error'
export type { FormErrorProps } from '@/ui/form/form-error'
export { useFormSubmit } from '@/ui/form/use-form-submit'
export type { FormSubmitOptions, FormSubmitState } from '@/ui/form/use-form-submit'

export { VisuallyHidden } from '@/ui/primitives/visually-hidden'
export { StatementQuote } from '@/ui/primitives/statement-quote'
export { SoftBreaks } from '@/ui/primitives/soft-breaks'
export { Spinner } from '@/ui/primitives/spinner'

export { BulkActions } from '@/ui/list-page/bulk-actions'
export { ListPage } from '@/ui/list-page/list-page'
export type { ListPageData, ListPageProps, ListPageResult } from '@/ui/list-page/list-page'
export { useListParams } from '@/ui/list-page/use-list-params'
export type {
  ListController,
  ListParamsOptions,
  UrlSearchState,
} from '@/ui/list-page/use-list-params'
export { readListParams, writeListParams } from '@/ui/list-page/list-params'
export type { ListParams, ListParamsChange } from '@/ui/list-page/list-params'
export type { ListFilter } from '@/ui/list-page/filter-select'
export { SearchBox, SEARCH_DEBOUNCE_MS } from '@/ui/list-page/search-box'
export { StyledNotes as ListNotes } from '@/ui/list-page/list-page-styles'
export type { SearchBoxProps } from '@/ui/list-page/search-box'
export { StatusBadge } from '@/ui/list-page/status-badge'
export type { StatusBadgeProps, StatusTone } from '@/ui/list-page/status-badge'
export { LinkButton } from '@/ui/list-page/link-button'
export type { LinkButtonProps } from '@/ui/list-page/link-button'

export {
  AlertIcon,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  Icon,
  InfoIcon,
} from '@/ui/primitives/icons'
export { useFocusTrap } from '@/ui/modal/use-focus-trap'

export { BackLinkStyle, PageHeader } from '@/ui/page/page-header'
export type { PageHeaderProps } from '@/ui/page/page-header'
export { Card } from '@/ui/page/card'
export type { CardProps } from '@/ui/page/card'
export { PageStack, PageColumns, CardGrid } from '@/ui/page/page-layout'
export { AfterFirstPaint } from '@/ui/page/after-first-paint'
export { Row } from '@/ui/layout/row'
export { Stack } from '@/ui/layout/stack'
export { eyebrowStyles, SectionHeader, SectionHeading, SectionNote } from '@/ui/page/section-styles'
export { StandaloneTitle } from '@/ui/page/standalone-title'
export { StatCard, StatGrid } from '@/ui/page/stat-card'
export { FactGrid } from '@/ui/page/fact-grid'
export type { StatCardProps } from '@/ui/page/stat-card'
export { ProgressBar } from '@/ui/page/progress-bar'
export type { ProgressBarProps } from '@/ui/page/progress-bar'
export { LinkList } from '@/ui/page/link-list'
export { focusRing, TextLink } from '@/ui/link/text-link'
export { PlainLink } from '@/ui/link/plain-link'
export { PageStates } from '@/ui/page/page-states'
export type { QueryState } from '@/ui/page/page-states'
export { ChangeIndicator } from '@/ui/page/change-indicator'
export type { ChangeIndicatorProps } from '@/ui/page/change-indicator'
export type { LinkListItem } from '@/ui/page/link-list'

export { ExportButton } from '@/ui/export/export-button'
export type { ExportButtonProps } from '@/ui/export/export-button'
export type { RowSelection } from '@/ui/table/row-selection'
export { NotSet, orNotSet } from '@/ui/values/not-set'
export {
  countOrNotSet,
  dateOrNotSet,
  moneyOrNotSet,
  textOrNotSet,
} from '@/ui/values/value-or-not-set'
