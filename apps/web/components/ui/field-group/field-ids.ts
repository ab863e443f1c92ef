// Plain helpers, not in the client module: the server-drawn FieldGroup calls them too.

/** The ids a field's hint and error carry, so its control can point at them. */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** A field's value as text: the empty string for anything that is not a string. */
export const asText = (value: unknown) => (typeof value === 'string' ? value : '');
