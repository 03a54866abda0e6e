import * as React from "react"
import type { PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { PageHero } from "../components/ui/page-hero"

export default function AboutPage({ location }: PageProps) {
  return (
    <Layout pathname={location.pathname}>
      <Seo title="About Us" pathname="/about" />
      <PageHero title="About Us" />
    </Layout>
  )
}
