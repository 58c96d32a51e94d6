import { useMemo, useState } from 'react'
import styled from 'styled-components'
import { useObjectUrl } from '@/shared/documents'
import { parseColours, type TenantView } from '@/lib/tenant'
import { Card, Form, TextField, useToast } from '@/ui'
import { useSaveSettings } from '@/admin/settings/api/save-settings'
import { SaveActions } from '@/admin/settings/components/save-actions'
import {
  contrastMessage,
  contrastProblems,
  type BrandColourName,
  type BrandColours,
} from './brand-colours'
import { BrandImageField } from './brand-image-field'
import { COLOUR_FIELDS, currentImage, IMAGES } from './branding-fields'
import { BrandPreview } from './brand-preview'
import {
  brandingPatch,
  brandingValuesFrom,
  noFileChoices,
  type BrandingFile,
  type BrandingValues,
  type FileChoice,
} from './branding-values'
import { ColourField } from './colour-field'

export interface BrandingFormProps {
  view: TenantView
  /** False for a role that may read the branding but not change it: fields are read-only. */
  mayUpdate: boolean
}

/**
 * The tenant's branding (SPEC §3): colours with a live preview and a contrast check, the
 * logos and favicon, the page title and the back-to-site address. Saving re-themes the whole
 * app at once; a failed save keeps everything as typed and chosen.
 */
export function BrandingForm({ view, mayUpdate }: BrandingFormProps) {
  const toast = useToast()
  const rawColours = view.raw?.colours
  const [values, setValues] = useState<BrandingValues>(() => brandingValuesFrom(view))
  const save = useSaveSettings((v: BrandingValues) => brandingPatch(v, rawColours), {
    onSuccess: () => {
      // The saved files now show as "current"; colours and text stay as saved.
      setValues((v) => ({ ...v, files: noFileChoices() }))
      toast.success('Branding saved. The portals now use it.')
    },
  })
  const { errorFor, clearFieldError } = save
  const problems = contrastProblems(values.colours)
  const previewJson = useMemo(() => parseColours(rawColours), [rawColours])

  const setColour = (name: BrandColourName, hex: string) => {
    clearFieldError('colours')
    setValues((v) => ({ ...v, colours: { ...v.colours, [name]: hex } }))
  }
  const setFile = (name: BrandingFile, choice: FileChoice) => {
    clearFieldError(name)
    setValues((v) => ({ ...v, files: { ...v.files, [name]: choice } }))
  }
  const chosenLogo = values.files.logo
  const logoForPreview = chosenLogo === 'remove' ? null : view.logo

  return (
    <Form onSubmit={() => void save.submit(values)} submission={save} aria-label="Branding">
      <StyledColumns>
        <Card title="Colours">
          <StyledGrid $from="sm" $columns={2} $gap="md">
            {COLOUR_FIELDS.map(({ name, label }) => (
              <ColourField
                key={name}
                label={label}
                value={values.colours[name]}
                onChange={(hex) => setColour(name, hex)}
                error={name === 'primary' ? errorFor('colours') : undefined}
                disabled={!mayUpdate}
              />
            ))}
          </StyledGrid>
          <StyledWarnings role="status" aria-live="polite">
            {problems.map((p) => (
              <p key={p.pair}>{contrastMessage(p)}</p>
            ))}
            {problems.length > 0 ? (
              <p>Until it passes, the portals use a readable text colour there instead.</p>
            ) : null}
          </StyledWarnings>
        </Card>
        <StyledPreviewCard title="Preview">
          <PreviewWithChosenLogo
            colours={values.colours}
            coloursJson={previewJson}
            current={logoForPreview}
            chosen={chosenLogo instanceof File ? chosenLogo : null}
            pageTitle={values.pageTitle.trim() || view.pageTitle}
          />
        </StyledPreviewCard>
      </StyledColumns>

      <Card title="Logos and favicon">
        <StyledGrid $from="md" $columns={3} $gap="lg">
          {IMAGES.map((image) => (
            <BrandImageField
              key={image.name}
              label={image.label}
              hint={image.hint}
              accept={image.accept}
              dark={image.dark}
              current={currentImage(view, image.name)}
              choice={values.files[image.name]}
              onChange={(choice) => setFile(image.name, choice)}
              error={errorFor(image.name)}
              disabled={!mayUpdate}
            />
          ))}
        </StyledGrid>
      </Card>

      <Card title="Site">
        <StyledGrid $from="md" $columns={2} $gap="md">
          <TextField
            label="Page title"
            hint="The browser tab's title and the name shown when there is no logo."
            value={values.pageTitle}
            maxLength={255}
            disabled={!mayUpdate}
            error={errorFor('page_title')}
            onChange={(event) => {
              clearFieldError('page_title')
              setValues((v) => ({ ...v, pageTitle: event.target.value }))
            }}
          />
          <TextField
            label="Back-to-site address"
            type="url"
            inputMode="url"
            placeholder="https://www.example.com"
            hint="Where the portal's logo takes investors. Leave blank to keep them in the portal."
            value={values.backToSiteUrl}
            disabled={!mayUpdate}
            error={errorFor('back_to_site_url')}
            onChange={(event) => {
              clearFieldError('back_to_site_url')
              setValues((v) => ({ ...v, backToSiteUrl: event.target.value }))
            }}
          />
        </StyledGrid>
      </Card>

      {mayUpdate ? (
        <SaveActions saving={save.isSubmitting} label="Save branding" savingLabel="Saving" />
      ) : null}
    </Form>
  )
}

interface PreviewWithChosenLogoProps {
  colours: BrandColours
  coloursJson: Record<string, string>
  current: string | null
  chosen: File | null
  pageTitle: string
}

function PreviewWithChosenLogo({ chosen, current, ...props }: PreviewWithChosenLogoProps) {
  const chosenUrl = useObjectUrl(chosen ?? undefined)
  return <BrandPreview {...props} logo={chosenUrl ?? current} />
}

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`

const StyledWarnings = styled.div`
  color: ${({ theme }) => theme.colours.warning};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  p {
    margin: 0;
  }
`

const StyledPreviewCard = styled(Card)`
  ${({ theme }) => theme.media.up('lg')} {
    position: sticky;
    top: ${({ theme }) => theme.space.lg};
  }
`

/** Fields side by side from a breakpoint up (colours in two, images in three). */
const StyledGrid = styled.div<{ $from: 'sm' | 'md'; $columns: number; $gap: 'md' | 'lg' }>`
  display: grid;
  gap: ${({ theme, $gap }) => theme.space[$gap]};

  ${({ theme, $from }) => theme.media.up($from)} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`
