/** The spec's route table: every path that has its own page, with a word its <title> carries. */
export const routes = [
  { path: "/", title: "Lifelane Health" },
  { path: "/home", title: "Lifelane Health" },
  { path: "/contact", title: "Contact Us" },
  { path: "/about", title: "About" },
  { path: "/recover", title: "recoverlife" },
  { path: "/connect", title: "connectlife" },
  { path: "/investors", title: "Investors" },
  { path: "/jobs", title: "Careers" },
  { path: "/news", title: "News" },
  { path: "/privacy", title: "Privacy" },
  { path: "/terms-and-conditions", title: "Terms" },
] as const

/** Footer paths that have no page yet: they follow the unknown-route rule. */
export const footerOnlyPaths = [
  "/technology-ai-powered-healthcare",
  "/technology-predictive-analysis",
  "/technology-presonalized-patient-care",
  "/technology-machine-learning-nlp",
  "/blog",
  "/news-and-media",
  "/help",
  "/cookies",
]
