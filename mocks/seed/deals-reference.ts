import type { SeedContext } from './context'
import { GLOBAL_TAX_OPTIONS, INDUSTRIES, PIPELINES, TRIGGERS, TYPES } from './deals-catalogue'
import { put, slugify, staffOf } from './deals-util'

export interface Reference {
  /** Industry ids in INDUSTRIES order. */
  industryIds: number[]
  /** Type id by TYPES index, and each type's sub-type ids. */
  typeIds: number[]
  subTypeIds: number[][]
  /** Stage ids of each pipeline, in order. */
  pipelines: { id: number; stageIds: number[] }[]
  staffIds: number[]
}

/** Reference data first: sectors, investment types, pipelines, tax options, terms, triggers. */
export async function seedReference(ctx: SeedContext): Promise<Reference> {
  const created = ctx.daysAgo(1100)
  const industryIds: number[] = []
  // Staff order the list in settings; it starts alphabetical, as it was listed before.
  const byName = INDUSTRIES.map(([name]) => name).sort((a, b) => a.localeCompare(b))
  for (const [name, description, colour] of INDUSTRIES) {
    const row = await put(ctx, 'industries', {
      name,
      slug: slugify(name),
      description,
      colour,
      order: byName.indexOf(name) + 1,
      created_at: created,
      updated_at: created,
    })
    industryIds.push(row.id)
  }
  const typeIds: number[] = []
  const subTypeIds: number[][] = []
  for (const [i, [name, description, subs]] of TYPES.entries()) {
    const type = await put(ctx, 'types', {
      name,
      slug: slugify(name),
      description,
      order: i + 1,
      created_at: created,
      updated_at: created,
    })
    typeIds.push(type.id)
    const ids: number[] = []
    for (const [j, sub] of subs.entries()) {
      const row = await put(ctx, 'sub-types', {
        type_id: type.id,
        name: sub,
        slug: slugify(`${name} ${sub}`),
        order: j + 1,
        created_at: created,
        updated_at: created,
      })
      ids.push(row.id)
    }
    subTypeIds.push(ids)
  }

  const pipelines: Reference['pipelines'] = []
  for (const [i, p] of PIPELINES.entries()) {
    const pipeline = await put(ctx, 'pipelines', {
      name: p.name,
      description: p.description,
      order: i + 1,
      is_default: i === 0 ? 1 : 0,
      created_at: created,
      updated_at: created,
    })
    const stageIds: number[] = []
    for (const [j, [name, colour, probability]] of p.stages.entries()) {
      const stage = await put(ctx, 'pipeline-stages', {
        pipeline_id: pipeline.id,
        name,
        order: j + 1,
        colour,
        probability,
        created_at: created,
        updated_at: created,
      })
      stageIds.push(stage.id)
    }
    pipelines.push({ id: pipeline.id, stageIds })
  }

  for (const [name, description, relief] of GLOBAL_TAX_OPTIONS) {
    await put(ctx, 'tax-options', {
      investment_opportunity_id: null,
      name,
      description,
      relief_percent: relief,
      is_active: 1,
      created_at: created,
      updated_at: created,
    })
  }

  const staffIds = staffOf(ctx).map((u) => u.id)
  const author = staffIds[0] ?? null
  // Version 1 is the current one (settings terms_version 1); version 2 is a draft in review.
  await put(ctx, 'term-conditions', {
    version: 1,
    title: 'Investor terms and conditions',
    format: 'text',
    body: '<h2>Investor terms and conditions</h2><p>These terms govern your use of the investor portal. By accepting them you confirm that you have read the risk warnings, that you understand that investments may be illiquid and that you could lose all of the money you invest.</p><p>We will treat your personal data in line with our privacy notice.</p>',
    published_at: ctx.daysAgo(900),
    created_by: author,
    created_at: ctx.daysAgo(905),
    updated_at: ctx.daysAgo(900),
  })
  await put(ctx, 'term-conditions', {
    version: 2,
    title: 'Investor terms and conditions (2027 update)',
    format: 'url',
    body: 'https://www.example.com/legal/investor-terms-2027.pdf',
    published_at: null,
    created_by: author,
    created_at: ctx.daysAgo(12),
    updated_at: ctx.daysAgo(3),
  })

  for (const [name, event, action, active] of TRIGGERS) {
    await put(ctx, 'triggers', {
      name,
      event,
      action,
      is_active: active,
      investment_opportunity_id: null,
      description: `Runs "${action.replace(/_/g, ' ')}" when ${event.replace(/[._]/g, ' ')}.`,
      created_at: ctx.daysAgo(400),
      updated_at: ctx.daysAgo(60),
    })
  }
  return { industryIds, typeIds, subTypeIds, pipelines, staffIds }
}
