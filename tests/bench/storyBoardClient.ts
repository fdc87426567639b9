import { boardClientConnection } from './boardClientConnection.ts';

/**
 * P17's other editor, in a process of its own like a second browser: subscribed to storiesChanged
 * over graphql-ws, and on each change it re-reads the stories list over HTTP as the board does; it
 * sends the parent the changed story's position in that list and when (epoch ms, the parent's clock too).
 */
const options = JSON.parse(process.argv[2]!) as { baseUrl: string; token: string };
const READ = `query Board { stories(limit: 500) { id version title type state pinned position publishDate categoryIds frames { image video text } } }`;
const { client, headers, now } = boardClientConnection(options);

client.subscribe<{ storiesChanged: { id: string } }>(
  { query: 'subscription Board { storiesChanged { id kind byUserId at } }' },
  {
    next: async ({ data }) => {
      const receivedAt = now();
      const response = await fetch(`${options.baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: READ }) });
      const answer = (await response.json()) as { data?: { stories: { id: string; position: string }[] } };
      const id = data?.storiesChanged.id;
      const position = answer.data?.stories.find((story) => story.id === id)?.position;
      process.send!({ id, position, items: answer.data?.stories.length, receivedAt, readAt: now() });
    },
    error: (error) => process.send!({ error: String(error) }),
    complete: () => undefined,
  },
);
