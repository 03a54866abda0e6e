/**
 * Every path that has its own page, with a word its <title> carries: the spec's route table, then
 * the footer's pages (technology, blog, help, cookie policy). Generated pages (/jobs/<slug>,
 * /blog/<slug>) are covered from their data where a spec needs them.
 */
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
  { path: "/technology-ai-powered-healthcare", title: "AI-Powered Healthcare" },
  { path: "/technology-predictive-analysis", title: "Predictive Analytics" },
  { path: "/technology-presonalized-patient-care", title: "Personalized Care" },
  { path: "/technology-machine-learning-nlp", title: "Machine Learning & NLP" },
  { path: "/blog", title: "Insights" },
  { path: "/help", title: "Help" },
  { path: "/cookies", title: "Cookie Policy" },
] as const
