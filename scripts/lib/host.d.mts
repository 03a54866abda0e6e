export declare function hostCommand(dir: string, port: number, logLevel?: string): string
export declare function startHost(options?: {
  dir?: string
  port?: number
  timeoutMs?: number
}): Promise<{ url: string; stop: () => Promise<void> }>
