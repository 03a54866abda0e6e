/** An opening is open through the whole of its validThrough day, in India Standard Time. */
export function isOpening(validThrough: string, now = new Date()): boolean {
  return new Date(`${validThrough.slice(0, 10)}T23:59:59+05:30`).getTime() >= now.getTime()
}
