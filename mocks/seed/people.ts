import type { SeedContext } from './context'
import { seedReference } from './people/reference'
import { seedUsers } from './people/users'
import { seedOrganisations } from './people/organisations'
import { seedNominees } from './people/nominees'
import { seedContacts, seedInvestmentMethods } from './people/methods'
import { seedOnboarding } from './people/documents'
import { seedLibrary, seedRecordDocuments } from './people/library'
import { seedActivity, seedCrm } from './people/crm'
import { seedAttributeValues, seedInvitations, seedOwnershipChoices } from './people/profile'
import { seedAssociates, seedDemoInvitations } from './people/associates'
import { seedScreenings } from './people/screenings'

/**
 * Group "people" (runs first): reference lists, the demo accounts (users 1..12), staff and
 * investors, their organisations, methods and nominees, contacts, documents and the CRM trail.
 */
export async function seedPeople(ctx: SeedContext) {
  await seedReference(ctx)
  const users = await seedUsers(ctx)
  await seedScreenings(ctx, users.investors)
  const { organisations, approvedByUser } = await seedOrganisations(ctx, users)
  const nominees = await seedNominees(ctx, users)
  const methodsByUser = await seedInvestmentMethods(ctx, users)
  await seedContacts(ctx, users, organisations)
  const templates = await seedLibrary(ctx, users.staff)
  await seedOnboarding(ctx, users, templates)
  const methods = [...methodsByUser.values()].flat()
  await seedRecordDocuments(ctx, organisations, methods, users.staff)
  await seedAttributeValues(ctx, users)
  await seedOwnershipChoices(ctx, users, approvedByUser, methodsByUser, nominees)
  await seedInvitations(ctx, users)
  await seedDemoInvitations(ctx, users)
  await seedAssociates(ctx)
  const crmShare = ctx.size === 'large' ? 0.3 : 1
  await seedCrm(ctx, users, {
    users: users.investors.filter((id, i) => id <= 6 || i % Math.round(1 / crmShare) === 0),
    contacts: ctx.ids('contacts'),
    organisations,
    'investment-methods': methods,
    nominees,
  })
  await seedActivity(ctx, users)
}
