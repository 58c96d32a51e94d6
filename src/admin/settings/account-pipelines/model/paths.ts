import { ADMIN_PATHS } from '@/lib/navigation'

/** The pipelines list (settings-nav `pipelines`). */
export const PIPELINES_PATH = `${ADMIN_PATHS.settings}/account/pipelines`

/** A pipeline's stages: SPEC §2 names it under account/ and directly under settings. */
export const STAGES_PATHS = [
  `${PIPELINES_PATH}/:id/stages`,
  `${ADMIN_PATHS.settings}/pipelines/:id/stages`,
] as const

export const stagesPath = (id: number) => `${PIPELINES_PATH}/${id}/stages`

/** The deal board showing the pipeline. */
export const boardPath = (id: number) => `${ADMIN_PATHS.deals}?pipeline=${id}`

export const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`
