import type { ComponentType } from 'react'
import { Route, Routes } from 'react-router-dom'
import { NotFoundError } from '@/ui'
import { RecordCreatePage, RecordEditPage } from '../form/record-form-page'
import type { AnyRecordConfig } from '../model/record-config'
import { RecordPage } from './record-page'

export interface SectionPage {
  /** Absolute, with `:param` segments, e.g. '/admin/investors/:id/sign-pdf/:documentId'. */
  path: string
  Component: ComponentType
}

export interface SectionConfig {
  /** Where the section's route is mounted, e.g. '/admin/investors' (the route is `base/*`). */
  base: string
  /** Its lists (admin-lists' pages), by absolute path. */
  lists: readonly SectionPage[]
  records: readonly AnyRecordConfig[]
  /** Pages beside the records' own (sign a PDF, …). */
  pages?: readonly SectionPage[]
}

/** Keeps a section's declaration in one typed place. */
export const defineSection = (section: SectionConfig) => section

function NotFound(): never {
  throw new NotFoundError('admin page')
}

/**
 * Every page of one admin section from its declaration: its lists, and for each record the
 * create page(s), the edit page and the record page with its tabs. The router ranks the
 * paths (a literal `new-investor` before an `:id`), so declarations never order routes.
 */
export function RecordSection({ section }: { section: SectionConfig }) {
  const rel = (path: string) => path.slice(section.base.length).replace(/^\//, '')
  return (
    <Routes>
      {section.lists.map(({ path, Component }) => (
        <Route
          key={`list:${path}`}
          path={rel(path) || undefined}
          index={rel(path) === '' || undefined}
          element={<Component />}
        />
      ))}
      {section.records.flatMap((config) => {
        const list = rel(config.listPath)
        const at = (p: string) => (list ? `${list}/${p}` : p)
        const page = (p: string) => <RecordPage config={config} key={p} />
        return [
          ...[config.createPath, ...(config.createAliases ?? [])]
            .filter((p): p is string => p !== undefined && config.form !== undefined)
            .map((p) => (
              <Route
                key={`new:${p}`}
                path={rel(p)}
                element={<RecordCreatePage config={config} />}
              />
            )),
          <Route
            key={`edit:${list}`}
            path={at(':id/edit')}
            element={config.form ? <RecordEditPage config={config} /> : <NotFound />}
          />,
          <Route key={`record:${list}`} path={at(':id/*')} element={page(list)} />,
        ]
      })}
      {(section.pages ?? []).map(({ path, Component }) => (
        <Route
          key={`page:${path}`}
          path={rel(path) || undefined}
          index={rel(path) === '' || undefined}
          element={<Component />}
        />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
