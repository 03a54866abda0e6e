// Netlify Function: /api/auth and /api/auth/callback, editors' GitHub sign-in to the CMS (cms/sign-in.ts).
import { handleSignIn } from "../../cms/sign-in"

export default (request: Request) => handleSignIn(request, process.env)

// Netlify reads this by static analysis: literals, the same as cms/sign-in.ts AUTH_PATH and CALLBACK_PATH
export const config = { path: ["/api/auth", "/api/auth/callback"] }
