import type { ReactNode } from 'react'
import { Stack } from '@/ui'
import { SettingsRowPage } from '../components/settings-row-page'
import { WordingForm, type WordingFormProps } from './wording-form'

export interface WordingPageProps extends Omit<WordingFormProps, 'initial'> {
  /** The settings-nav key. */
  item: string
  description: string
  /** What the settings row holds here, for its loading and error texts ("the risk warning"). */
  what: string
  /** Shown above the form (the banner a wording sits behind). */
  above?: ReactNode
}

/** A settings page that edits one rich-text wording of the settings row. */
export function WordingPage({ item, description, what, above, ...form }: WordingPageProps) {
  return (
    <SettingsRowPage item={item} description={description} what={what}>
      {(row) => {
        const editor = <WordingForm {...form} initial={row[form.column] ?? ''} />
        return above ? (
          <Stack $gap="lg">
            {above}
            {editor}
          </Stack>
        ) : (
          editor
        )
      }}
    </SettingsRowPage>
  )
}
