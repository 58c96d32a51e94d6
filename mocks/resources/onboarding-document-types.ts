import { defineResource } from '../engine/types'
import { refuseWhileUsed } from './groups/option-lists'

/**
 * [name, description, requires signature, required]: what onboarding asks of every investor, as
 * the seeded investors' onboarding documents already show it.
 */
export const SIGN_UP_DOCUMENT_SEED = [
  ['Investor Application Form', 'Please read, sign and return.', 1, 1],
  ['Risk Warning Acknowledgement', 'Please read, sign and return.', 1, 1],
  ['Terms of Business', 'Please read, sign and return.', 1, 1],
  ['Nominee Agreement', 'Only when your investments are held by our nominee.', 1, 0],
  ['Proof of identity', 'Upload a clear scan or photo (PDF, JPG or PNG).', 0, 1],
  ['Proof of address', 'Upload a clear scan or photo (PDF, JPG or PNG).', 0, 1],
] as const

/**
 * Sign-up documents (settings > investor > sign-up documents): the template of what onboarding
 * requires. Each investor's `onboarding-documents` row points at its type with
 * `onboarding_document_type_id` (rows from before the link carry none).
 */
export const onboardingDocumentTypes = defineResource({
  family: 'onboarding-document-types',
  model: 'OnboardingDocumentType',
  fields: [
    'id',
    'name',
    'description',
    'is_required',
    'requires_signature',
    'order',
    'created_at',
    'updated_at',
  ],
  filters: { exact: ['id', 'is_required', 'requires_signature'], partial: ['name'] },
  sorts: ['id', 'name', 'order', 'created_at'],
  defaultSort: 'order',
  rules: {
    name: 'required|string|max:255|unique:onboarding-document-types,name',
    description: 'nullable|string|max:2000',
    is_required: 'sometimes|boolean',
    requires_signature: 'sometimes|boolean',
    order: 'sometimes|integer|min:0',
  },
  defaults: (_input, ctx) => ({
    is_required: 1,
    requires_signature: 0,
    order: ctx.req.host.db.table('onboarding-document-types').count() + 1,
  }),
  dependants: refuseWhileUsed('sign-up document', [
    {
      table: 'onboarding-documents',
      column: 'onboarding_document_type_id',
      noun: ['investor document', 'investor documents'],
    },
  ]),
  // Investors read what onboarding asks of them (their profile lists it).
  investor: { read: () => true },
})
