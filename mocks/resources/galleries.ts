import { defineResource } from '../engine/types'
import { childOfReadableOpportunity } from './groups/deals-access'
import { belongsTo } from '../engine/relation-helpers'
import { uploadedImage } from './groups/image-uploads'
import { opportunityParent } from '../engine/parent-guards'

/** Images of an opportunity's page in the investor portal. */
export const galleries = defineResource({
  family: 'galleries',
  model: 'Gallery',
  parent: opportunityParent,
  // prettier-ignore
  fields: [
    'id', 'investment_opportunity_id', 'image_url', 'caption', 'order', 'created_at', 'updated_at',
  ],
  filters: { exact: ['id', 'investment_opportunity_id'], partial: ['caption'] },
  sorts: ['id', 'order', 'created_at'],
  defaultSort: 'order',
  includes: {
    investmentOpportunity: belongsTo('investment-opportunities', 'investment_opportunity_id'),
  },
  rules: {
    investment_opportunity_id: 'required|integer|exists:investment-opportunities,id',
    // Either an uploaded `image` (multipart, stored and served at /storage/galleries/…) or the
    // `image_url` of a picture stored elsewhere.
    image: 'nullable|image|max:5120',
    image_url: 'required_without:image|nullable|string|max:2048',
    caption: 'nullable|string|max:255',
    order: 'nullable|integer|min:0',
  },
  defaults: () => ({ caption: null, order: 0 }),
  afterWrite: uploadedImage('galleries', 'image'),
  investor: { read: childOfReadableOpportunity },
})
