import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { ProductPage } from "../components/product-page/product-page"

export default function ConnectPage({ data, location }: PageProps<Queries.ConnectPageQuery>) {
  return <ProductPage data={data} pathname={location.pathname} />
}

export const query = graphql`
  query ConnectPage {
    productsJson(slug: { eq: "connect" }) {
      ...ProductPageProduct
    }
    productPageJson {
      ...ProductPageCopy
    }
  }
`
