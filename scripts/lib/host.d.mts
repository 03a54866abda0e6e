export declare function compatibilityDate(): string
export declare function hostCommand(options?: { dir?: string; port?: number }): string[]
export declare const HOST_ENV: Record<string, string>
export declare function freePort(): Promise<number>
export declare function startHost(options?: {
  dir?: string
  port?: number
  timeoutMs?: number
}): Promise<{ url: string; stop: () => Promise<void> }>
