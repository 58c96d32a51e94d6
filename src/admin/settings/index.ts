/** The admin portal's settings (SPEC §2): every page behind the settings hub. */
export { SettingsSection, settingsSection } from './settings-section'
