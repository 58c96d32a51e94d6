/** Sweep calls for the settings option lists' reorder (POST /api/{family}/reorder). */
import { REORDERABLE_FAMILIES } from '../resources/groups/option-lists'
import { SUPERADMIN, post, type Build } from './sweep-env'
import type { Phase } from './sweep-families'

const camel = (family: string) => family.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())

/** Each list's rows, their order reversed. */
export const OPTION_LISTS_SPECIAL: Record<string, [Phase, Build]> = Object.fromEntries(
  REORDERABLE_FAMILIES.map((family): [string, [Phase, Build]] => [
    `${camel(family)}Reorder`,
    [
      'write',
      (env) =>
        post(SUPERADMIN, `/api/${family}/reorder`, {
          ids: env
            .rows(family)
            .map((r) => r.id)
            .reverse(),
        }),
    ],
  ]),
)
