/** The API as a signed-in user on site 4 (where the demo sessions open), for writing what a screen then shows. */
export async function apiAs<T>(serverUrl: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${serverUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, siteid: '4' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
