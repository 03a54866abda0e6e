/** The id of the open item of a one-at-a-time accordion, or null when all are closed. */
export type ActiveItem<Id> = Id | null

/** Clicking an item opens it (closing any other); clicking the open item closes it. */
export function toggleActive<Id>(active: ActiveItem<Id>, clicked: Id): ActiveItem<Id> {
  return active === clicked ? null : clicked
}
