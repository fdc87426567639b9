// http_ece (RFC 8188 encrypted content coding, the web-push library's own) ships without types: what the local push service uses of it.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  /** Decrypts an aes128gcm body (RFC 8291) for the receiver holding `privateKey` and `authSecret`. */
  export function decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer;
}
