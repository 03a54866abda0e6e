/**
 * React 18's streaming renderer (which Gatsby's HTML build uses) copies text into a fixed-size view
 * buffer; when a multi-byte UTF-8 character does not fit at its end, the rest of the buffer is flushed
 * as NUL bytes and the character is written whole in the next chunk (react#31134, gatsby#38747). So
 * the NULs are extra bytes between whole characters: removing them restores the text exactly. HTML
 * forbids U+0000 ("Saw U+0000 in stream"), and a page never means one.
 */
export function stripNullBytes(html: string): { html: string; removed: number } {
  const removed = html.split("\u0000").length - 1
  return { html: removed > 0 ? html.replaceAll("\u0000", "") : html, removed }
}
