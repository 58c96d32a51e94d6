export { optionListPages, OPTION_LISTS } from './lists'
export { defineOptionList } from './model/option-list'
export type {
  OptionListConfig,
  OptionField,
  OptionColumn,
  OptionDeleteProps,
  OptionRow,
} from './model/option-list'
export { OptionListPage } from './components/option-list-page'
