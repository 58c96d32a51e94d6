import { createElement } from 'react'
import type { SectionPage } from '@/admin/kit/records'
import { OptionListPage } from '@/admin/settings/option-lists'
import { pipelines, stages } from './lists'
import { PIPELINES_PATH, STAGES_PATHS } from './model/paths'

/** Settings > Account > Pipelines and a pipeline's stages (both SPEC §2 addresses): option lists. */
export const pipelinePages: SectionPage[] = [
  { path: PIPELINES_PATH, Component: () => createElement(OptionListPage, { config: pipelines }) },
  ...STAGES_PATHS.map((path) => ({
    path,
    Component: () => createElement(OptionListPage, { config: stages }),
  })),
]
