import * as React from "react"
import { render, screen, waitFor } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../../src/components/ui/picture"

const sources = [{ type: "image/avif", srcSet: "/a-400.avif 400w,/a-800.avif 800w", sizes: "100vw" }]
const fallback = { src: "/a-800.png", srcSet: "/a-400.png 400w,/a-800.png 800w", sizes: "100vw" }

describe("Picture", () => {
  it("renders the build's sources with the size of a constrained image", () => {
    const image = { layout: "constrained", width: 520, height: 520, images: { sources, fallback } } as IGatsbyImageData
    const { container } = render(<Picture image={image} alt="A globe" loading="eager" highPriority />)
    const img = screen.getByRole("img", { name: "A globe" })
    expect(img).toHaveAttribute("width", "520")
    expect(img).toHaveAttribute("height", "520")
    expect(img).toHaveAttribute("loading", "eager")
    expect(img).toHaveAttribute("fetchpriority", "high")
    expect(container.querySelector("source")).toHaveAttribute("type", "image/avif")
  })

  it("preloads an image with high priority only where it is in the first screen, and loads it lazily", async () => {
    const image = { layout: "constrained", width: 520, height: 520, images: { sources, fallback } } as IGatsbyImageData
    render(<Picture image={image} alt="A globe" firstScreenMedia="(min-width: 1024px)" />)
    const img = screen.getByRole("img", { name: "A globe" })
    expect(img).toHaveAttribute("loading", "lazy")
    expect(img).not.toHaveAttribute("fetchpriority")
    await waitFor(() => expect(document.head.querySelector('link[rel="preload"]')).not.toBeNull())
    const preload = document.head.querySelector('link[rel="preload"]')
    expect(preload).toHaveAttribute("as", "image")
    expect(preload).toHaveAttribute("type", "image/avif")
    expect(preload).toHaveAttribute("imagesrcset", sources[0].srcSet)
    expect(preload).toHaveAttribute("imagesizes", "100vw")
    expect(preload).toHaveAttribute("media", "(min-width: 1024px)")
    expect(preload).toHaveAttribute("fetchpriority", "high")
  })

  it("gives a full-width image whole-pixel dimensions from its largest rendition, keeping the ratio", () => {
    const image = { layout: "fullWidth", width: 1, height: 0.525, images: { sources, fallback } } as IGatsbyImageData
    render(<Picture image={image} alt="" />)
    const img = screen.getByRole("presentation")
    expect(img).toHaveAttribute("width", "800")
    expect(img).toHaveAttribute("height", "420")
    expect(img).toHaveAttribute("loading", "lazy")
    expect(img).not.toHaveAttribute("fetchpriority")
  })

  it("puts an inlined image first, for the screens it names, and leaves it out when there is none", () => {
    const image = { layout: "constrained", width: 520, height: 520, images: { sources, fallback } } as IGatsbyImageData
    const media = "(max-width: 480px)"
    const { container, rerender } = render(
      <Picture image={image} alt="A globe" inline={{ srcSet: "data:image/avif;base64,AAAA 960w", media }} />,
    )
    const [first, second] = container.querySelectorAll("source")
    expect(first).toHaveAttribute("srcset", "data:image/avif;base64,AAAA 960w")
    expect(first).toHaveAttribute("sizes", "100vw")
    expect(first).toHaveAttribute("media", media)
    expect(first).toHaveAttribute("type", "image/avif")
    expect(second).toHaveAttribute("srcset", sources[0].srcSet)
    rerender(<Picture image={image} alt="A globe" inline={{ srcSet: null, media }} />)
    expect(container.querySelectorAll("source")).toHaveLength(1)
  })
})
