/**
 * A page's collection holds one entry (the page), and Decap's sidebar leads to the collection's list of
 * entries, one click short of it. A click on such a collection in the sidebar opens its entry instead;
 * closing the entry still leads to the list, where the sidebar is.
 */
export function openOneEntryFromSidebar(collections: readonly string[]) {
  const names = new Set(collections)
  document.addEventListener(
    "click",
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      const link = (event.target as Element | null)?.closest?.("a[href^='#/collections/']")
      const name = link?.getAttribute("href")?.slice("#/collections/".length)
      // the sidebar's links name a collection only; an entry's link has /entries/ after it
      if (!name || !names.has(name)) return
      event.preventDefault()
      event.stopPropagation()
      window.location.hash = `#/collections/${name}/entries/${name}`
    },
    // before Decap's router sees the click
    true,
  )
}
