/** The text with its first letter upper-cased, for a noun that starts a sentence or a title. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)
