/**
 * Stands for each recipient's own unsubscribe link in an update's stored
 * HTML and text; the sender puts the link in its place.
 */
export const UNSUBSCRIBE_PLACEHOLDER = "unsubscribe-link-of-the-recipient";
