import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ProductPage } from "../components/product-page/product-page"

/** /recover and /connect: one page per product of data/solutions/, at /<slug>. */
export default function ProductTemplate({ data, location }: PageProps<Queries.ProductTemplateQuery>) {
  return <ProductPage data={data} pathname={location.pathname} />
}

export const query = graphql`
  query ProductTemplate($id: String!, $locale: String!) {
    ...PageLayout
    productsJson(id: { eq: $id }) {
      ...ProductPageProduct
      ...ProductTrust
    }
    productPageJson(locale: { eq: $locale }) {
      ...ProductPageCopy
    }
    ...PeopleAndProof
    interfaceJson(locale: { eq: $locale }) {
      appNotify {
        ...AppNotifyCopy
      }
    }
  }
`
