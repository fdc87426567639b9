/** GETs (or sends `init`) and answers the body as a Blob; a non-2xx answer is an error with its status. */
export async function fetchBlob(url: string, init?: RequestInit, fetchImpl: typeof fetch = fetch): Promise<Blob> {
  const response = await fetchImpl(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} failed: ${response.status} ${response.statusText}`.trim());
  return response.blob();
}
