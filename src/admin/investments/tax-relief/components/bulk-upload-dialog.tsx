import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { toFormError } from '@/lib/api'
import { countNoun } from '@/lib/format'
import { Button, FileField, FormActions, Modal, SectionNote, Stack } from '@/ui'
import { invalidateTaxRelief, uploadCertificate } from '../api/tax-relief'
import type { IssueInvestor } from '../model/issue-investors'
import { matchFiles, matchedFiles, type MatchCandidate } from '../model/match-files'
import { BulkPreview, type SaveResult } from './bulk-preview'

export interface BulkUploadDialogProps {
  scheme: string
  rows: readonly IssueInvestor[]
  onClose: () => void
}

const candidatesOf = (rows: readonly IssueInvestor[]): MatchCandidate[] =>
  rows.map((r) => ({
    investmentId: r.investmentId,
    reference: r.reference,
    investor: r.investor,
    hasCertificate: r.state !== 'none',
  }))

const refusal = (err: unknown) => {
  const { fieldErrors, message } = toFormError(err)
  return Object.values(fieldErrors)[0] ?? message ?? 'Not saved.'
}

/**
 * Many signed certificates at once: each file's name says whose it is (INV-000123), the
 * matching is shown before anything is saved, and only the files that match one investor are
 * sent, one at a time, each with its own result.
 */
export function BulkUploadDialog({ scheme, rows, onClose }: BulkUploadDialogProps) {
  const client = useQueryClient()
  // Starts from the tab's rows: a certificate saved here must not make its own file a problem.
  const [candidates] = useState(() => candidatesOf(rows))
  const [files, setFiles] = useState<File[]>([])
  const [results, setResults] = useState<ReadonlyMap<File, SaveResult>>(new Map())
  const [saving, setSaving] = useState(false)
  const matches = useMemo(() => matchFiles(files, candidates), [files, candidates])
  const toSave = matchedFiles(matches).filter((m) => !results.get(m.file)?.ok)
  const saved = [...results.values()].filter((r) => r.ok).length
  const refused = results.size - saved

  const save = async () => {
    if (saving || toSave.length === 0) return
    setSaving(true)
    for (const m of toSave) {
      let result: SaveResult
      try {
        await uploadCertificate(m.candidate.investmentId, m.file)
        result = { ok: true }
      } catch (err) {
        result = { ok: false, message: refusal(err) }
      }
      setResults((prev) => new Map(prev).set(m.file, result))
    }
    setSaving(false)
    void invalidateTaxRelief(client)
  }

  const unmatched = matches.length - matchedFiles(matches).length
  return (
    <Modal
      open
      size="lg"
      onClose={() => (saving ? undefined : onClose())}
      title={`Upload ${scheme}3 certificates`}
      description="Pick the signed PDFs: each file name must hold the investor reference (INV-000123)."
      footer={
        <FormActions>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {saved > 0 ? 'Close' : 'Cancel'}
          </Button>
          <Button
            loading={saving}
            loadingText="Saving"
            aria-disabled={toSave.length === 0 || undefined}
            onClick={() => void save()}
          >
            Save {countNoun(toSave.length, 'certificates')}
          </Button>
        </FormActions>
      }
    >
      <Stack $gap="md">
        <FileField
          label="Certificates (PDF)"
          multiple
          accept="application/pdf"
          disabled={saving}
          onChange={(picked) => {
            setFiles(picked)
            setResults(new Map())
          }}
        />
        {matches.length > 0 ? (
          <>
            <SectionNote role="status">
              {`${matches.length - unmatched} of ${matches.length} ${matches.length === 1 ? 'file matches' : 'files match'} an investor.`}
              {unmatched > 0
                ? ` ${countNoun(unmatched, 'files')} marked below will not be saved.`
                : ''}
              {saved > 0 ? ` ${countNoun(saved, 'certificates')} saved.` : ''}
              {refused > 0 ? ` ${countNoun(refused, 'files')} refused: see why below.` : ''}
            </SectionNote>
            <BulkPreview matches={matches} results={results} />
          </>
        ) : null}
      </Stack>
    </Modal>
  )
}
