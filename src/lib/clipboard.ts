/**
 * Copies text with the asynchronous Clipboard API. Resolves false, never rejects, when the API is
 * missing (older browsers, insecure origins) or the browser refuses (permission denied).
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator === "undefined" || typeof navigator.clipboard?.writeText !== "function") return false
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
