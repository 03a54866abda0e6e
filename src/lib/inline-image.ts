/**
 * Where a page's small main image travels inside the HTML (schema/inline-image.ts makes it): phones up to
 * 480 CSS pixels at up to 2 device pixels per CSS pixel, where an image INLINE_IMAGE_WIDTH pixels wide
 * fills the screen without being enlarged. Wider or denser screens choose from the image's own files.
 */
export const INLINE_IMAGE_MEDIA = "(max-width: 480px) and (max-resolution: 2dppx)"

/** The width an inlined image is made at: 480 CSS pixels × 2 (INLINE_IMAGE_MEDIA). */
export const INLINE_IMAGE_WIDTH = 960
