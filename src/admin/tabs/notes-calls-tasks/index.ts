/** Notes, calls and tasks (issue 10): a record's timeline tab and the overview's task card. */
export { NotesCallsTasksTab } from './components/notes-calls-tasks-tab'
export type { NotesCallsTasksTabProps } from './components/notes-calls-tasks-tab'
export { MyOpenTasks } from './components/my-open-tasks'
