// Cloudflare Pages Function: /api/auth, editors' GitHub sign-in to the CMS (cms/sign-in.ts).
import { handleSignIn, type SignInEnv } from "../../../cms/sign-in"

export const onRequest = ({ request, env }: { request: Request; env: SignInEnv }) => handleSignIn(request, env)
