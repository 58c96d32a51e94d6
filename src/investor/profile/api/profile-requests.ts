import type { components } from '@/lib/api/schema.gen'
import { decodeRecord, http } from '@/lib/api'
import { createRecord, updateRecord } from '@/lib/resources'
import type { DocumentOwner } from './profile-queries'

type S = components['schemas']
export type Payment = S['Payment']

/** PATCH /api/users/{id}: the investor's own details (the host ignores staff-only columns). */
export const saveUser = (userId: number, values: S['UserInput']) =>
  updateRecord('users', userId, values as Record<string, unknown>)

export interface UploadInput {
  owner: DocumentOwner
  name: string
  file: File
  category?: 'kyc' | 'onboarding'
}

/** POST /api/documents as multipart: the host attaches it to the owner as a public document. */
export function uploadDocument({ owner, name, file, category = 'onboarding' }: UploadInput) {
  const body = new FormData()
  body.set('name', name)
  body.set('file', file)
  body.set('category', category)
  body.set('documentable_type', owner.type)
  body.set('documentable_id', String(owner.id))
  return createRecord('documents', body)
}

/** Marks an onboarding requirement as uploaded with the file the investor just sent. */
export const markOnboardingUploaded = (id: number, documentId: number) =>
  updateRecord('onboarding-documents', id, { status: 'uploaded', document_id: documentId })

/** PATCH /api/organisations/{id} (its approved main contact: contact details and address). */
export const saveOrganisation = (id: number, values: S['OrganisationInput']) =>
  updateRecord('organisations', id, values as Record<string, unknown>)

/** POST /api/organisations: registers an organisation to apply for (stored as pending). */
export const registerOrganisation = (values: S['OrganisationInput']) =>
  createRecord('organisations', values as Record<string, unknown>)

/** POST /api/organisation-links: the investor's application to join (pending, staff notified). */
export const applyToOrganisation = (
  values: Pick<S['OrganisationLinkInput'], 'organisation_id' | 'role' | 'ownership_percentage'>,
) => createRecord('organisation-links', values as Record<string, unknown>)

/** POST /api/single-payment: a one-off card payment, awaiting confirmation. */
export async function singlePayment(values: S['SinglePaymentInput']) {
  const res = await http.post<unknown>('/api/single-payment', values)
  return decodeRecord<Payment>(res.data, 'the payment')
}

/** POST /api/subscription-payment: the investor club plan, awaiting confirmation. */
export async function subscriptionPayment(values: S['SubscriptionPaymentInput']) {
  const res = await http.post<unknown>('/api/subscription-payment', values)
  return decodeRecord<Payment>(res.data, 'the payment')
}
