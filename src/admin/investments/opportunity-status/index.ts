/** An opportunity's life from the admin header: status changes, cloning and invitations. */
export { OpportunityStatusActions } from './components/opportunity-status-actions'
export { OpportunityInvitations } from './components/opportunity-invitations'
