/**
 * Text as it was before React wrote it into the built HTML: React escapes only `&`, `<`, `>`, `"` and `'` (as
 * `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#x27;`), in attributes and text alike, so these are the entities to undo.
 */
export const decodeReactHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
