import type { SectionPage } from '@/admin/kit/records'
import { PIPELINES_PATH, STAGES_PATHS } from './model/paths'
import { PipelinesPage } from './pages/pipelines-page'
import { StagesPage } from './pages/stages-page'

/** Settings > Account > Pipelines and a pipeline's stages (both SPEC §2 addresses). */
export const pipelinePages: SectionPage[] = [
  { path: PIPELINES_PATH, Component: PipelinesPage },
  ...STAGES_PATHS.map((path) => ({ path, Component: StagesPage })),
]
