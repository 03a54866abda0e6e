/** HMAC-SHA-256 with Web Crypto: unsubscribe links are signed, senders are kept only as a salted hash. */
const encoder = new TextEncoder()

const hex = (buffer: ArrayBufferLike) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("")

/** `bytes` random bytes as hex: the stores' secrets and unique key parts. */
export const randomHex = (bytes: number) => hex(crypto.getRandomValues(new Uint8Array(bytes)).buffer)

const key = (secret: string) =>
  crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"])

export async function sign(secret: string, message: string): Promise<string> {
  return hex(await crypto.subtle.sign("HMAC", await key(secret), encoder.encode(message)))
}

export async function verify(secret: string, message: string, signature: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false
  const bytes = new Uint8Array(signature.match(/../g)!.map((pair) => parseInt(pair, 16)))
  return crypto.subtle.verify("HMAC", await key(secret), bytes, encoder.encode(message))
}

/** The sender's address, keyed with the store's secret: the same sender gives the same hash, and the address cannot be read back. */
export async function hashSender(secret: string, address: string): Promise<string> {
  return (await sign(secret, `sender:${address}`)).slice(0, 32)
}
