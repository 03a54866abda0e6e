import path from "path"

/** The project's folder: the one above schema/. */
export const PROJECT_DIR = path.resolve(__dirname, "..")

/**
 * The folder the content is read from: data/, or the folder CONTENT_DIR names relative to the project
 * (a test builds its fixture content so). gatsby-config sources it and every build-side reader of the
 * files (the placeholder scan, the CMS configuration) reads the same one.
 */
export const contentDir = (env: NodeJS.ProcessEnv = process.env) => path.resolve(PROJECT_DIR, env.CONTENT_DIR ?? "data")
