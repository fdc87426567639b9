/** A token counts as expired this many seconds before its `exp` (spec 01 §4, §9). */
export const EXPIRY_MARGIN_SECONDS = 300;

export function isTokenExpired(expSeconds: number | undefined, nowMs: number): boolean {
  if (expSeconds === undefined || !Number.isFinite(expSeconds)) return true;
  return nowMs >= (expSeconds - EXPIRY_MARGIN_SECONDS) * 1000;
}

/** The `exp` claim of a JWT, read without verifying it (the server verifies). */
export function readTokenExpiry(jwt: string | undefined): number | undefined {
  const payload = jwt?.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}
