/** What the server tells the browser at start (GET /api/config): where to sign in and where the API is. */
export interface RuntimeConfig {
  oidc: {
    authority: string;
    clientId: string;
    scope: string;
  };
  graphqlPath: string;
  /** Where the storage endpoints live, e.g. '/storage'; without it nothing can be uploaded. */
  storageUrl?: string;
  /** The server's upload ceilings in bytes. */
  upload?: { maxImageBytes?: number; maxVideoBytes?: number };
  /** The app's own provider signs people in: users get one-time set-password links from the admin. */
  passwordLinks?: boolean;
  /** Seconds without input on the headline board before it goes to the homepage. */
  headlineIdleSeconds?: number;
  /** Minutes a newsletter's send time must lie ahead (MAILING_MIN_LEAD_MINUTES; resources/mailingRules.ts). */
  mailingMinLeadMinutes?: number;
  /** Webhook receivers inside the server's network are allowed (WEBHOOK_ALLOW_PRIVATE; resources/webhookRules.ts). */
  webhookAllowPrivate?: boolean;
  /** Where the browser's error reports go (a Sentry DSN); none are sent without it. */
  sentryDsn?: string;
  /** The running version and the environment, as the reports name them. */
  release?: string;
  environment?: string;
}

export const RUNTIME_CONFIG_PATH = '/api/config';

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (!value || typeof value !== 'object') return false;
  const { oidc, graphqlPath } = value as Partial<RuntimeConfig>;
  return (
    typeof graphqlPath === 'string' &&
    !!oidc &&
    typeof oidc.authority === 'string' &&
    typeof oidc.clientId === 'string' &&
    typeof oidc.scope === 'string'
  );
}

let loadedConfig: RuntimeConfig | undefined;

/** The config loaded at start, for modules that are not handed it (uploads, resize URLs). */
export function getRuntimeConfig(): RuntimeConfig | undefined {
  return loadedConfig;
}

/** The id of the script element the server puts the config in (server/http/adminStatic.ts). */
export const RUNTIME_CONFIG_ELEMENT = 'runtime-config';

function inlineConfig(doc: Document): RuntimeConfig | undefined {
  const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT)?.textContent;
  if (!text) return undefined;
  const value: unknown = JSON.parse(text);
  return isRuntimeConfig(value) ? value : undefined;
}

/** The config inline in index.html as the server serves it; fetched only from the vite dev server's page. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch, doc: Document = document): Promise<RuntimeConfig> {
  const inline = inlineConfig(doc);
  if (inline) return (loadedConfig = inline);
  const response = await fetchImpl(RUNTIME_CONFIG_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok) {
    throw new Error(`GET ${RUNTIME_CONFIG_PATH} failed: ${response.status} ${response.statusText}`.trim());
  }
  const body: unknown = await response.json();
  if (!isRuntimeConfig(body)) throw new Error(`GET ${RUNTIME_CONFIG_PATH} returned an unexpected shape`);
  loadedConfig = body;
  return body;
}
