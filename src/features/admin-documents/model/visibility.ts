/** SPEC §4: public documents are accessible in the Client Portal, private ones Admin Portal only. */
export type Visibility = 'public' | 'private'

export const VISIBILITY_LABELS: Record<Visibility, string> = {
  public: 'Visible in the client portal',
  private: 'Admin portal only',
}

/** The choices, private first: a new upload stays in the admin portal unless staff say so. */
export const VISIBILITY_OPTIONS = (['private', 'public'] as const).map((value) => ({
  value,
  label: `${value === 'public' ? 'Public' : 'Private'}: ${VISIBILITY_LABELS[value]}`,
}))
