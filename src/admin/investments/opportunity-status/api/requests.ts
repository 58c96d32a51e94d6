import { decodeRecord, http } from '@/lib/api'
import { createRecord, deleteRecord, updateRecord, type RecordOf } from '@/lib/resources'

export type Opportunity = RecordOf<'investment-opportunities'>
export type Invitation = RecordOf<'invitations'>

/** PATCH status only: the host moves the stage and tells the investors concerned. */
export const setOpportunityStatus = (id: number, status: number) =>
  updateRecord('investment-opportunities', id, { status })

/** POST /api/investment-opportunities/{id}/clone: a draft copy at stage 1. */
export async function cloneOpportunity(id: number): Promise<Opportunity> {
  const res = await http.post<unknown>(`/api/investment-opportunities/${id}/clone`, {})
  return decodeRecord<Opportunity>(res.data, 'the copied opportunity')
}

export const inviteInvestor = (
  opportunityId: number,
  investor: { id: number; email: string; name: string },
) =>
  createRecord('invitations', {
    investment_opportunity_id: opportunityId,
    user_id: investor.id,
    email: investor.email,
    name: investor.name,
  })

export const removeInvitation = (id: number) => deleteRecord('invitations', id)
