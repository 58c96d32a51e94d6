import { Link } from 'react-router-dom'
import { personName } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { ADMIN_PATHS } from '@/lib/navigation'
import { APPLICATION_STATUS, humanise } from '@/admin/kit/lists'
import type { RecordOf } from '@/lib/resources'
import { defineRecord, detailsTab, statusOf, text } from '@/admin/kit/records'
import { ReviewApplication } from '../components/review-application'

/** An investor's application to act for an organisation: an organisation link, pending. */
export const organisationApplicationRecord = defineRecord({
  family: 'organisation-links',
  listPath: ADMIN_PATHS.organisationApplications,
  listLabel: 'Organisation applications',
  noun: 'application',
  resource: 'investors',
  deletable: false,
  query: { include: ['user', 'organisation', 'reviewer'] },
  title: (a) =>
    `${personName(a.user, a.user?.email ?? 'An investor')} for ${a.organisation?.name ?? 'an organisation'}`,
  subtitle: (a) => `Applied ${formatDate(a.created_at)} as ${humanise(a.role).toLowerCase()}`,
  status: (a) => statusOf(APPLICATION_STATUS, a.status),
  Actions: ReviewApplication,
  tabs: [
    detailsTab<RecordOf<'organisation-links'>>([
      {
        title: 'Application',
        rows: [
          {
            label: 'Applicant',
            value: (a) => (
              <Link to={`${ADMIN_PATHS.investors}/${a.user_id}/details`}>
                {personName(a.user, a.user?.email ?? `Investor #${a.user_id}`)}
              </Link>
            ),
          },
          { label: 'Email', value: (a) => text(a.user?.email) },
          {
            label: 'Organisation',
            value: (a) => (
              <Link to={`${ADMIN_PATHS.organisations}/${a.organisation_id}/details`}>
                {a.organisation?.name ?? `Organisation #${a.organisation_id}`}
              </Link>
            ),
          },
          { label: 'Role', value: (a) => text(humanise(a.role)) },
          {
            label: 'Ownership',
            value: (a) =>
              text(a.ownership_percentage == null ? null : `${Number(a.ownership_percentage)}%`),
          },
        ],
      },
      {
        title: 'Decision',
        rows: [
          { label: 'Status', value: (a) => text(APPLICATION_STATUS[String(a.status)]?.label) },
          { label: 'Reviewed by', value: (a) => text(personName(a.reviewer, '')) },
          { label: 'Reviewed', value: (a) => text(formatDate(a.reviewed_at)) },
          { label: 'Reason for rejection', value: (a) => text(a.rejection_reason) },
        ],
      },
    ]),
  ],
})
