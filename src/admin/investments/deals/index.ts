/** The deals page of the admin portal (issue 11): the pipeline board and the deals list. */
export { DealsPage } from './components/deals-page'
