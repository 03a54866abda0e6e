/** The URL of the build's icon sprite, `/static/icons-<hash>.svg`, defined at build time (gatsby-node.ts). */
declare const ICON_SPRITE_URL: string
