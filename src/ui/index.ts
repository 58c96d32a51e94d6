// The design system's public face: features import from '@/ui' only.
export { Button } from './button/button'
export type { ButtonProps } from './button/button'
export { IconButton } from './button/icon-button'
export type { IconButtonProps } from './button/icon-button'
export type { ButtonSize, ButtonVariant } from './button/button-styles'

export { Field } from './field/field'
export type { FieldControlProps, FieldProps } from './field/field'
export { TextField, TextAreaField } from './field/text-field'
export type { TextFieldProps, TextAreaFieldProps } from './field/text-field'
export { SelectField } from './field/select-field'
export type { SelectFieldProps, SelectOption } from './field/select-field'
export { DateField } from './field/date-field'
export type { DateFieldProps } from './field/date-field'
export { MoneyField } from './field/money-field'
export type { MoneyFieldProps } from './field/money-field'
export { formatMoney, parseMoney } from './field/money'
export { FileField } from './field/file-field'
export type { FileFieldProps } from './field/file-field'

export { Checkbox } from './choice/checkbox'
export type { CheckboxProps } from './choice/checkbox'
export { CheckboxGroup } from './choice/checkbox-group'
export type { CheckboxGroupProps } from './choice/checkbox-group'
export { RadioGroup } from './choice/radio-group'
export type { RadioGroupProps } from './choice/radio-group'
export type { ChoiceOption } from './choice/choice-group'

export { Tabs } from './tabs/tabs'
export type { TabItem, TabsProps } from './tabs/tabs'
export { LinkTabs } from './tabs/link-tabs'
export type { LinkTabsProps, TabLinkProps } from './tabs/link-tabs'

export { Modal } from './modal/modal'
export type { ModalProps } from './modal/modal'

export { ToastProvider } from './toast/toast-provider'
export { useToast } from './toast/use-toast'
export type { ToastApi, ToastOptions, ToastTone } from './toast/toast-context'

export { DataTable } from './table/data-table'
export type { Column, DataTableProps } from './table/data-table'
export { Pagination } from './table/pagination'
export type { PaginationProps, PaginatorMeta } from './table/pagination'
export { fromSortParam, nextSort, toSortParam } from './table/sort'
export type { SortDirection, SortState } from './table/sort'

export { EmptyState } from './states/empty-state'
export type { EmptyStateProps } from './states/empty-state'
export { LoadingState } from './states/loading-state'
export type { LoadingStateProps } from './states/loading-state'
export { ErrorState } from './states/error-state'
export type { ErrorStateProps } from './states/error-state'
export { NotFoundError } from './states/not-found-error'

export { Avatar } from './avatar/avatar'
export type { AvatarProps } from './avatar/avatar'
export { avatarColourIndex, avatarInitials } from './avatar/avatar-identity'
export { Badge, formatBadgeCount } from './badge/badge'
export type { BadgeProps } from './badge/badge'
export { ScrollList } from './scroll-list/scroll-list'
export type { ScrollListProps } from './scroll-list/scroll-list'

export { RichTextEditor } from './rich-text/rich-text-editor'
export type { RichTextEditorProps } from './rich-text/rich-text-editor'
export { HtmlView } from './rich-text/html-view'
export type { HtmlViewProps } from './rich-text/html-view'
export { sanitiseHtml } from './rich-text/sanitise-html'

export { Form, FormActions } from './form/form'
export type { FormProps, FormSubmission } from './form/form'
export { FormError } from './form/form-error'
export type { FormErrorProps } from './form/form-error'
export { useFormSubmit } from './form/use-form-submit'
export type { FormSubmitOptions, FormSubmitState } from './form/use-form-submit'

export { VisuallyHidden } from './primitives/visually-hidden'
export { Spinner } from './primitives/spinner'

export { ListPage } from './list-page/list-page'
export type { ListPageData, ListPageProps, ListPageResult } from './list-page/list-page'
export { useListParams } from './list-page/use-list-params'
export type { ListController, ListParamsOptions, UrlSearchState } from './list-page/use-list-params'
export { readListParams, writeListParams } from './list-page/list-params'
export type { ListParams, ListParamsChange } from './list-page/list-params'
export type { ListFilter } from './list-page/filter-select'
export { SearchBox, SEARCH_DEBOUNCE_MS } from './list-page/search-box'
export type { SearchBoxProps } from './list-page/search-box'
export { StatusBadge } from './list-page/status-badge'
export type { StatusBadgeProps, StatusTone } from './list-page/status-badge'
export { LinkButton } from './list-page/link-button'
export type { LinkButtonProps } from './list-page/link-button'

export {
  AlertIcon,
  CheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  Icon,
  InfoIcon,
} from './primitives/icons'
export { useFocusTrap } from './modal/use-focus-trap'

export { PageHeader } from './page/page-header'
export type { PageHeaderProps } from './page/page-header'
export { Card } from './page/card'
export type { CardProps } from './page/card'
export { PageStack, PageColumns, CardGrid } from './page/page-layout'
export { StatCard, StatGrid } from './page/stat-card'
export type { StatCardProps } from './page/stat-card'
export { ProgressBar } from './page/progress-bar'
export type { ProgressBarProps } from './page/progress-bar'
export { LinkList } from './page/link-list'
export { ChangeIndicator } from './page/change-indicator'
export type { ChangeIndicatorProps } from './page/change-indicator'
export type { LinkListItem } from './page/link-list'
