/** The headers every request carries (spec 01 §7); the websocket sends the same at connection. */
export async function requestHeaders(
  getIdToken: () => Promise<string | undefined>,
  getSiteId: () => string,
  getLanguage: () => string,
): Promise<Record<string, string>> {
  const token = await getIdToken();
  return {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    siteid: getSiteId(),
    language: getLanguage(),
  };
}
