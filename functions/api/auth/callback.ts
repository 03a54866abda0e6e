// Cloudflare Pages Function: /api/auth/callback, where GitHub sends an editor back (cms/sign-in.ts).
import { handleSignIn, type SignInEnv } from "../../../cms/sign-in"

export const onRequest = ({ request, env }: { request: Request; env: SignInEnv }) => handleSignIn(request, env)
