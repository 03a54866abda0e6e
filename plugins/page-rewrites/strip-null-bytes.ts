/**
 * React 18's streaming renderer (which Gatsby's HTML build uses) copies text into a fixed-size view
 * buffer; when a multi-byte UTF-8 character does not fit at its end, the rest of the buffer is flushed
 * as NUL bytes and the character is written whole in the next chunk (react#31134, gatsby#38747). So
 * the NULs are extra bytes between whole characters: removing them restores the text exactly. HTML
 * forbids U+0000 ("Saw U+0000 in stream"), and a page never means one. Nothing of Gatsby's markup is read,
 * so nothing can drift: when React is fixed, the build's report shows this rewrite changing no page.
 */
export const stripNullBytes = (html: string): string => html.replaceAll("\u0000", "")
