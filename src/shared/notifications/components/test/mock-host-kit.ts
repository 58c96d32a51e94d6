import type { MockApi } from '@mocks/node'
import { seededMockApi } from '@mocks/testing/mock-api'
import { notificationsTable, notify, type DatabaseNotification } from '@mocks/host/notify'
import type { UserRow } from '@mocks/http/context'
import type { MockHostKit } from './notifications-harness'

/** The real mock host's pieces, as the harness uses them (one copy for every test file). */
export const mockHostKit: MockHostKit<MockApi, DatabaseNotification> = {
  create: () => seededMockApi(),
  userId: (api, email) => api.host.db.table<UserRow>('users').first((u) => u.email === email)!.id,
  clear: (api, userId) => {
    const table = notificationsTable(api.host)
    for (const row of table.where((n) => n.notifiable_id === userId)) table.delete(row.id)
  },
  notify: (api, userId, data) => notify(api.host, userId, data),
}
