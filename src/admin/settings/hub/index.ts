/** The settings hub (/admin/settings): a card per settings page the role may open. */
export { SettingsHubPage } from './settings-hub-page'
