import { EMPTY_MODULE, replaceInBrowserBuild } from "../shared/replace-module"
import { PARTYTOWN_BROWSER } from "./partytown-browser"

export const onCreateWebpackConfig = replaceInBrowserBuild("no-partytown-browser", PARTYTOWN_BROWSER, EMPTY_MODULE)
