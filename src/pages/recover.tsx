import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ProductPage } from "../components/product-page/product-page"

export default function RecoverPage({ data, location }: PageProps<Queries.RecoverPageQuery>) {
  return <ProductPage data={data} pathname={location.pathname} />
}

export const query = graphql`
  query RecoverPage {
    productsJson(slug: { eq: "recover" }) {
      ...ProductPageProduct
    }
    productPageJson {
      ...ProductPageCopy
    }
  }
`
