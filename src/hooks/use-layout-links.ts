import { usePageData } from "./page-data"

/** Header navigation, footer link groups and social links in the page's language, in file order. */
export function useLayoutLinks() {
  const { layout } = usePageData()
  return {
    navigation: layout.navigation,
    footerGroups: layout.footerLinks,
    socialLinks: layout.socialLinks,
    /** The frame's words: skip link, menu, switcher, footer, newsletter. */
    words: layout.interface,
  }
}
