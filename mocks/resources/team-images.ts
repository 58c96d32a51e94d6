import { defineResource } from '../engine/types'
import { childOfReadableOpportunity } from './groups/deals-access'
import { belongsTo } from '../engine/relation-helpers'
import { uploadedImage } from './groups/image-uploads'
import { opportunityParent } from '../engine/parent-guards'

/** The management team shown on an opportunity (photo, role, short biography). */
export const teamImages = defineResource({
  family: 'team-images',
  model: 'TeamImage',
  parent: opportunityParent,
  // prettier-ignore
  fields: [
    'id', 'investment_opportunity_id', 'name', 'role', 'bio', 'image_url', 'linkedin_url',
    'order', 'created_at', 'updated_at',
  ],
  filters: { exact: ['id', 'investment_opportunity_id'], partial: ['name', 'role'] },
  sorts: ['id', 'order', 'name', 'created_at'],
  defaultSort: 'order',
  includes: {
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
  },
  rules: {
    investment_opportunity_id: 'required|integer|exists:investment-opportunities,id',
    name: 'required|string|max:255',
    role: 'nullable|string|max:255',
    bio: 'nullable|string|max:5000',
    // A `photo` uploaded (multipart) is stored, served at /storage/team-images/…, and becomes
    // `image_url`.
    photo: 'nullable|image|max:5120',
    image_url: 'nullable|string|max:2048',
    linkedin_url: 'nullable|url|max:2048',
    order: 'nullable|integer|min:0',
  },
  defaults: () => ({ role: null, bio: null, image_url: null, linkedin_url: null, order: 0 }),
  afterWrite: uploadedImage('team-images', 'photo'),
  investor: { read: childOfReadableOpportunity },
})
