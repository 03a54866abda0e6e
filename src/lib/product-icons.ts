/** Each app's mark, by its product page's slug: Home's solutions, and the apps' share cards (plugins/share-cards). */
export const PRODUCT_ICONS: Readonly<Record<string, string>> = { recover: "heart-pulse", connect: "network" }
