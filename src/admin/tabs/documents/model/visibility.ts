/** SPEC §4: "Document visibility: public (accessible in Client Portal) or private (Admin Portal only)." */
export type Visibility = 'public' | 'private'

/** SPEC §4's words for each visibility, exactly as it writes them. */
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  public: 'accessible in Client Portal',
  private: 'Admin Portal only',
}

/** A visibility as a choice or a value on its own ("Public (accessible in Client Portal)"). */
export const visibilityLabel = (value: Visibility) =>
  `${value === 'public' ? 'Public' : 'Private'} (${VISIBILITY_LABELS[value]})`

/** The choices, private first: a new upload stays in the Admin Portal unless staff say so. */
export const VISIBILITY_OPTIONS = (['private', 'public'] as const).map((value) => ({
  value,
  label: visibilityLabel(value),
}))

/** What a change of visibility did, in SPEC §4's words. */
export const visibilityChanged = (name: string, value: Visibility) =>
  value === 'public'
    ? `“${name}” is now public: accessible in Client Portal.`
    : `“${name}” is now private: Admin Portal only.`
