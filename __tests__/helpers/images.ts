import type { IGatsbyImageData } from "gatsby-plugin-image"

/** A hero image as gatsby-transformer-sharp would describe it. */
export const fakeImage: IGatsbyImageData = {
  layout: "constrained",
  width: 520,
  height: 520,
  backgroundColor: "transparent",
  images: {
    fallback: { src: "/static/globe.png", srcSet: "/static/globe.png 520w", sizes: "(min-width: 520px) 520px, 100vw" },
    sources: [{ type: "image/avif", srcSet: "/static/globe.avif 520w", sizes: "(min-width: 520px) 520px, 100vw" }],
  },
}
