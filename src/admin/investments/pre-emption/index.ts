/** Admin: an existing investment's pre-emption rounds and holders' choices (issue 11). */
export { PreEmptionTab } from './components/pre-emption-tab'
