declare module "netlify-redirector" {
  export interface Request {
    scheme: string
    host: string
    path: string
    query: string
    getHeader: (name: string) => string
    getCookie: (name: string) => string
  }
  export type Match = { from: string; to: string; status: number; force: boolean } | { force404: true; force?: boolean }
  export interface Matcher {
    match(request: Request): Match | null
  }
  const redirector: {
    parsePlain(rules: string, options: Record<string, string>): Promise<Matcher>
    parseJSON(rules: string, options: Record<string, string>): Promise<Matcher>
  }
  export default redirector
}
