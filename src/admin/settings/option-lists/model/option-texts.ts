import { capitalise } from '@/lib/format'
import type { OptionListConfig, OptionRow } from './option-list'

/** What an option list's page says; a declaration may say any of it otherwise. */
export interface OptionTexts {
  /** The create button ("New industry", "Add stage"). */
  newButton: string
  /** The create dialog's title, given the parent's name (a pipeline's, for its stages). */
  newTitle: (parent: string) => string
  newSubmit: string
  editTitle: (row: OptionRow) => string
  editSubmit: string
  /** The edit button's word ("Edit", "Rename"). */
  editWord: string
  /** The toasts after a create and an edit, with the name saved. */
  added: (name: string) => string
  saved: (name: string) => string
  loading: string
  errorTitle?: string
  errorMessage?: string
  /** The empty state's sentence. */
  empty: string
  /** The table's caption or the list's name, given the parent's name. */
  caption: (parent: string) => string
  /** A row as its buttons and the announcements name it (“Retail”, or Retail). */
  rowName: (row: OptionRow) => string
  /** The list display's note on how to reorder. */
  hint?: string
}

export function textsOf(config: OptionListConfig): OptionTexts {
  const { noun, plural } = config
  const Noun = capitalise(noun)
  return {
    newButton: `New ${noun}`,
    newTitle: () => `New ${noun}`,
    newSubmit: `Add ${noun}`,
    editTitle: () => `Edit ${noun}`,
    editSubmit: 'Save changes',
    editWord: 'Edit',
    added: (name) => `${Noun} “${name}” added.`,
    saved: (name) => `${Noun} “${name}” saved.`,
    loading: `Loading ${plural}`,
    errorTitle: `The ${plural} could not be loaded`,
    errorMessage: 'Please try again.',
    empty: `${capitalise(plural)} you add appear here, in the order you set.`,
    caption: () => `${capitalise(plural)}, in the order they are offered`,
    rowName: (row) => `“${row.name}”`,
    ...config.texts,
  }
}
