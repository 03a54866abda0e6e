import * as React from "react"
import type { PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { PageHero } from "../components/ui/page-hero"

export default function PrivacyPage({ location }: PageProps) {
  return (
    <Layout pathname={location.pathname}>
      <Seo title="Privacy Policy" pathname="/privacy" />
      <PageHero title="Privacy Policy" />
    </Layout>
  )
}
