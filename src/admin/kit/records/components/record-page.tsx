import { useDeferredValue } from 'react'
import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom'
import { ErrorState, LinkTabs, LoadingState, PageStack, SectionBoundary } from '@/ui'
import type { AnyRecordConfig } from '../model/record-config'
import { capitalise } from '@/lib/format'
import { tabPath } from '../model/record-paths'
import { recordSubject } from '../model/record-subject'
import { useRecord } from '../model/use-record'
import { useRecordAccess } from '../model/use-record-access'
import { RecordHeader } from './record-header'
import { RecordLoadError, RecordNotFound } from './record-not-found'

/**
 * A record's page: its header, then its tabs as child routes (deep links, back and forward
 * work). The route guard has already refused a tab the role may not open, by its address;
 * here only the tabs the role may open are offered.
 */
export function RecordPage({ config }: { config: AnyRecordConfig }) {
  const params = useParams()
  const id = params.id ?? ''
  const access = useRecordAccess(config, id)
  const query = useRecord(config, id)
  // The header, tabs and tab render as deferred work, in slices (see RequireSession).
  const record = useDeferredValue(query.record)

  if (query.isPending || (query.record && !record))
    return <LoadingState label={`Loading ${config.noun}…`} />
  if (query.notFound) return <RecordNotFound config={config} />
  if (query.isError || !record) return <RecordLoadError config={config} query={query} />

  // Where it lives is decided on the latest read, never the deferred copy a render behind, and
  // not while it is read again (its stage changed a moment ago): a stale stage would undo the
  // move.
  const elsewhere = query.record && config.redirect?.(query.record, addressedTab(params['*']))
  if (elsewhere && query.isFetching) return <LoadingState label={`Loading ${config.noun}…`} />
  if (elsewhere) return <Navigate to={elsewhere} replace />
  const subject = recordSubject(config, record.id)
  const first = access.tabs[0]
  return (
    <PageStack>
      <RecordHeader config={config} record={record} access={access} />
      {access.tabs.length > 1 ? (
        <RouteTabs config={config} id={record.id} tabs={access.tabs} />
      ) : null}
      <Routes>
        <Route index element={first ? <Navigate to={first.segment} replace /> : null} />
        {/* SPEC §2 lists tabs both beside and under details: the second reading redirects. */}
        <Route path="details/:tab" element={<DetailsAlias />} />
        {access.tabs.map((tab) => (
          <Route
            key={tab.segment}
            path={tab.segment}
            element={
              <SectionBoundary what={tab.label}>
                <tab.Component record={record} subject={subject} />
              </SectionBoundary>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <ErrorState
              title="Page not found"
              message={`${capitalise(config.noun)} pages: ${access.tabs.map((t) => t.label).join(', ')}.`}
            />
          }
        />
      </Routes>
    </PageStack>
  )
}

/** The tab an address under the record names: `details/transactions` reads as `transactions`. */
const addressedTab = (rest = '') => rest.replace(/^details\/(?=.)/, '').split('/')[0] ?? ''

function DetailsAlias() {
  const { tab } = useParams()
  return <Navigate to={`../../${tab ?? ''}`} relative="path" replace />
}

function RouteTabs({
  config,
  id,
  tabs,
}: {
  config: AnyRecordConfig
  id: number
  tabs: ReturnType<typeof useRecordAccess>['tabs']
}) {
  const rest = useParams()['*'] ?? ''
  const active = tabs.find((t) => rest === t.segment || rest.startsWith(`${t.segment}/`))
  return (
    <LinkTabs
      label={`${capitalise(config.noun)} sections`}
      activeId={active?.segment ?? ''}
      items={tabs.map((t) => ({
        id: t.segment,
        label: t.label,
        href: tabPath(config, id, t.segment),
      }))}
      renderLink={({ href, ...props }) => <Link to={href} {...props} />}
    />
  )
}
