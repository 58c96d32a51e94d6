import type { SeedContext } from './context'
import type { SeededFund } from './funds-ledger'
import { addDays, dateAgo, stampOf, staffOf } from './funds-util'

const NOTES = [
  'Quarterly call with the manager: deployment on track, two deals at term sheet stage.',
  'LPAC meeting held; valuation policy approved without changes.',
  'Investor asked about the timing of the next distribution; referred to the Q3 report.',
  'Manager flagged a possible write-down in one holding; awaiting the revised forecast.',
]
const TASKS = [
  'Chase Q3 valuation pack from the manager',
  'Issue capital call notices to investors',
  'Review the draft annual report and accounts',
  'Update fund factsheet on the investor portal',
]
const DOCS: { name: string; file: string; category: string; visibility: 'public' | 'private' }[] = [
  {
    name: 'Information Memorandum',
    file: 'information-memorandum.pdf',
    category: 'legal',
    visibility: 'public',
  },
  {
    name: 'Limited Partnership Agreement',
    file: 'limited-partnership-agreement.pdf',
    category: 'legal',
    visibility: 'private',
  },
  {
    name: 'Quarterly factsheet',
    file: 'quarterly-factsheet.pdf',
    category: 'report',
    visibility: 'public',
  },
  {
    name: 'Valuation workings',
    file: 'valuation-workings.xlsx',
    category: 'report',
    visibility: 'private',
  },
]
const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** Notes, tasks, call logs and documents on funds (the funds' notes-calls-tasks tab). */
export async function seedFundCrm(ctx: SeedContext, funds: SeededFund[]) {
  const { faker } = ctx
  const staff = staffOf(ctx).filter((u) => [1, 3, 11].includes(Number(u.role_id)))
  if (!staff.length) return
  const who = () => faker.helpers.arrayElement(staff).id
  for (const f of funds) {
    const id = f.row.id
    for (let i = 0; i < 2; i++) {
      const at = ctx.daysAgo(faker.number.int({ min: 5, max: 400 }))
      await ctx.insert('notes', {
        body: `<p>${faker.helpers.arrayElement(NOTES)}</p>`,
        notable_type: 'funds',
        notable_id: id,
        user_id: who(),
        is_pinned: i === 0 ? 1 : 0,
        created_at: at,
        updated_at: at,
      })
    }
    for (let i = 0; i < 2; i++) {
      const done = i === 1
      const due = dateAgo(
        ctx,
        done ? faker.number.int({ min: 10, max: 90 }) : -faker.number.int({ min: 3, max: 45 }),
      )
      await ctx.insert('tasks', {
        title: faker.helpers.arrayElement(TASKS),
        description: null,
        due_date: due,
        status: done ? 'done' : 'open',
        priority: faker.helpers.arrayElement(['low', 'medium', 'high']),
        assigned_to: who(),
        created_by: who(),
        completed_at: done ? stampOf(addDays(due, -1), 16) : null,
        taskable_type: 'funds',
        taskable_id: id,
        created_at: stampOf(done ? addDays(due, -14) : dateAgo(ctx, 14)),
        updated_at: stampOf(done ? addDays(due, -1) : dateAgo(ctx, 2), 16),
      })
    }
    const calledAt = ctx.daysAgo(faker.number.int({ min: 3, max: 200 }))
    await ctx.insert('call-logs', {
      direction: 'outbound',
      phone_number: `020 7${faker.string.numeric(3)} ${faker.string.numeric(4)}`,
      duration_seconds: faker.number.int({ min: 120, max: 1800 }),
      outcome: 'connected',
      summary: `Catch-up with ${f.spec.manager} on portfolio performance and the next capital call.`,
      called_at: calledAt,
      user_id: who(),
      loggable_type: 'funds',
      loggable_id: id,
      created_at: calledAt,
      updated_at: calledAt,
    })
    for (const doc of DOCS) {
      const doc_ = await ctx.insert('documents', {
        name: `${f.spec.name} – ${doc.name}`,
        description: null,
        file_name: doc.file,
        url: null,
        mime_type: MIME[doc.file.split('.').pop() as string],
        size: faker.number.int({ min: 80_000, max: 4_000_000 }),
        visibility: doc.visibility,
        category: doc.category,
        folder_structure_id: null,
        documentable_type: 'funds',
        documentable_id: id,
        uploaded_by: who(),
        created_at: stampOf(String(f.row.inception_date)),
        updated_at: stampOf(String(f.row.inception_date)),
      })
      await ctx.db
        .table('documents')
        .update(
          doc_.id,
          { url: `/storage/documents/${doc_.id}/${doc.file}` },
          { silent: true, touch: false },
        )
    }
  }
}
