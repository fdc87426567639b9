import { boardClientConnection } from './boardClientConnection.ts';

/**
 * P10's other editor, in a process of its own like a second browser: subscribed to its category's
 * headlineChanged over graphql-ws, and on each change it re-reads the headline over HTTP as the
 * board does; it sends the parent the version it now shows and when (epoch ms, the parent's clock too).
 */
interface Options {
  baseUrl: string;
  token: string;
  categoryId: string;
  headlineId: string;
}

const options = JSON.parse(process.argv[2]!) as Options;
const READ = `query Board($id: ID!) { headline(id: $id) { id version items { id order title pin contentId content { title coverUrl } } pending { id order publishAt } } }`;
const { client, headers, now } = boardClientConnection(options);

client.subscribe<{ headlineChanged: { version: number } }>(
  { query: 'subscription Board($id: ID!) { headlineChanged(headlineCategoryId: $id) { headlineId version kind } }', variables: { id: options.categoryId } },
  {
    next: async ({ data }) => {
      const receivedAt = now();
      const response = await fetch(`${options.baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: READ, variables: { id: options.headlineId } }) });
      const answer = (await response.json()) as { data?: { headline: { version: number; items: unknown[] } } };
      process.send!({ event: data?.headlineChanged.version, version: answer.data?.headline.version, items: answer.data?.headline.items.length, receivedAt, readAt: now() });
    },
    error: (error) => process.send!({ error: String(error) }),
    complete: () => undefined,
  },
);
