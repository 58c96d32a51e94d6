/** The admin portal's insider register (SPEC §2): market soundings and external insiders. */
export { InsiderRegisterSection, insiderRegisterSection } from './insider-register-section'
