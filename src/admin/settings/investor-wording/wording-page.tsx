import type { ReactNode } from 'react'
import styled from 'styled-components'
import { SettingsFrame } from '../components/settings-frame'
import { SettingsRowGate } from '../components/settings-row-gate'
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
    <SettingsFrame item={item} description={description}>
      <SettingsRowGate what={what}>
        {(row) => {
          const editor = <WordingForm {...form} initial={row[form.column] ?? ''} />
          return above ? (
            <StyledStack>
              {above}
              {editor}
            </StyledStack>
          ) : (
            editor
          )
        }}
      </SettingsRowGate>
    </SettingsFrame>
  )
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`
