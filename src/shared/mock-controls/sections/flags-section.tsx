import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { FLAG_NAMES, FLAG_SPELLINGS, flagsFrom, type FlagName } from '@/lib/flags'
import { settingsQuery, tenantView } from '@/lib/tenant'
import { Button, Checkbox, SelectField } from '@/ui'
import { useSettingsPatch } from '../hooks/use-settings-patch'
import { FLAG_LABELS } from '../model/flag-labels'
import { Section } from './section'
import { StyledList, StyledNote, StyledRow, StyledText } from './section-styles'

const PORTFOLIO_OPTIONS = [
  { value: '0', label: 'Default: Overview, Investments, Portfolio, News, Profile' },
  { value: '1', label: '1: Portfolio, Investments, Profile' },
  { value: '2', label: '2: Investments, Portfolio, Profile' },
]

/** The tenant's feature flags, investor navigation order and terms version, live. */
export function FlagsSection() {
  const settings = useQuery(settingsQuery)
  const change = useSettingsPatch()
  // What was just clicked, shown until the host answers: the settings cache only takes the
  // change a tick later (after cancelling any refetch), and a controlled checkbox would spring
  // back meanwhile.
  const [clicked, setClicked] = useState<Partial<Record<FlagName, boolean>>>({})

  if (!settings.data)
    return (
      <Section title="Feature flags">
        <StyledText role={settings.isError ? 'alert' : undefined}>
          {settings.isError ? 'The settings could not be loaded.' : 'Loading the settings…'}
        </StyledText>
        {settings.isError ? (
          <StyledRow>
            <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </StyledRow>
        ) : null}
      </Section>
    )

  const flags = flagsFrom(settings.data)
  const view = tenantView(settings.data)

  return (
    <>
      <Section title="Feature flags" group>
        <StyledList>
          {FLAG_NAMES.map((name) => (
            <Checkbox
              key={name}
              label={FLAG_LABELS[name]}
              checked={clicked[name] ?? flags[name]}
              onChange={(event) => {
                const on = event.target.checked
                setClicked((c) => ({ ...c, [name]: on }))
                change.mutate(
                  {
                    patch: { [FLAG_SPELLINGS[name][0]]: on ? 1 : 0 },
                    done: () => `${FLAG_LABELS[name]} turned ${on ? 'on' : 'off'}.`,
                  },
                  {
                    onSettled: () =>
                      setClicked((current) => {
                        const next = { ...current }
                        delete next[name]
                        return next
                      }),
                  },
                )
              }}
            />
          ))}
        </StyledList>
      </Section>
      <Section title="Navigation and terms">
        <SelectField
          label="Portfolio display"
          hint="The investor navigation order."
          options={PORTFOLIO_OPTIONS}
          value={String(view.portfolioDisplay)}
          onChange={(event) => {
            const value = Number(event.target.value)
            change.mutate({
              patch: { portfolio_display: value },
              done: () => `Portfolio display set to ${value}.`,
            })
          }}
        />
        <StyledRow>
          <StyledText>Terms version {view.terms.version}</StyledText>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              change.mutate({
                patch: { publish_terms: true },
                done: (row) => `Terms version ${tenantView(row).terms.version} published.`,
              })
            }
          >
            Publish new terms version
          </Button>
        </StyledRow>
        <StyledNote>Everyone who accepted an older version must accept the new one.</StyledNote>
      </Section>
    </>
  )
}
