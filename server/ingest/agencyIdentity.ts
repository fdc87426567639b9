import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { agencies, agencyNames } from '../db/agencyTables.ts';

type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** How the wire names an item's agency: a spelling, and the provider's id when it gives one. */
export interface AgencyIdentity {
  name: string;
  providerId?: string | null;
}

/** The folded form both matches go by (the database function, so every server folds alike). */
const keyOf = (value: string) => sql<string>`agency_name_key(${value})`;

async function agencyNamed(db: Writer, name: string) {
  const [row] = await db
    .select({ id: agencyNames.agencyId, providerKey: agencies.providerKey })
    .from(agencyNames)
    .innerJoin(agencies, eq(agencies.id, agencyNames.agencyId))
    .where(eq(agencyNames.key, keyOf(name)));
  return row;
}

/** Remembers a spelling of an agency; a spelling another agency already has stays that agency's. */
async function rememberName(db: Writer, name: string, agencyId: number): Promise<boolean> {
  const [remembered] = await db.insert(agencyNames).values({ key: keyOf(name), agencyId }).onConflictDoNothing().returning({ key: agencyNames.key });
  return Boolean(remembered);
}

/** A spelling in one case only ("REUTERS", "reuters"): a code more than a name as people write it. */
const inOneCase = (name: string) => name === name.toLocaleLowerCase('tr') || name === name.toLocaleUpperCase('tr');

/**
 * The desk shows an agency as people write it: a name stored in one case ("REUTERS", or "reuters"
 * from a provider code) gives way to the same name written in mixed case ("Reuters").
 */
async function preferWrittenName(db: Writer, agencyId: number, name: string): Promise<void> {
  if (inOneCase(name)) return;
  await db
    .update(agencies)
    .set({ name })
    .where(and(eq(agencies.id, agencyId), sql`(${agencies.name} = lower(${agencies.name}) or ${agencies.name} = upper(${agencies.name}))`, sql`agency_name_key(${agencies.name}) = ${keyOf(name)}`));
}

/**
 * The one agency row of a wire's agency: by the provider's id when given (a spelling seen before
 * without one is claimed by it), else by any spelling seen before, matched case-, accent- and
 * Turkish-dotless-i-insensitively; a new agency otherwise, named as first spelled.
 */
export async function agencyIdOf(db: Writer, { name, providerId }: AgencyIdentity): Promise<number> {
  if (providerId) {
    const [known] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.providerKey, keyOf(providerId)));
    if (known) {
      await rememberName(db, name, known.id);
      await preferWrittenName(db, known.id, name);
      return known.id;
    }
    const named = await agencyNamed(db, name);
    if (named && named.providerKey === null) {
      const [claimed] = await db
        .update(agencies)
        .set({ providerKey: keyOf(providerId) })
        .where(and(eq(agencies.id, named.id), isNull(agencies.providerKey)))
        .returning({ id: agencies.id });
      if (claimed) return claimed.id;
    }
    const [created] = await db.insert(agencies).values({ name, providerKey: keyOf(providerId) }).onConflictDoNothing().returning({ id: agencies.id });
    // Another ingest added this provider meanwhile: take its row.
    if (!created) return agencyIdOf(db, { name, providerId });
    await rememberName(db, name, created.id);
    return created.id;
  }
  const named = await agencyNamed(db, name);
  if (named) {
    await preferWrittenName(db, named.id, name);
    return named.id;
  }
  const [created] = await db.insert(agencies).values({ name }).returning({ id: agencies.id });
  if (await rememberName(db, name, created!.id)) return created!.id;
  // Another ingest added this spelling meanwhile: its row stands.
  await db.delete(agencies).where(eq(agencies.id, created!.id));
  return (await agencyNamed(db, name))!.id;
}

const identityKey = ({ name, providerId }: AgencyIdentity) => `${providerId ?? ''}\u0000${name}`;

/** The agency rows of a batch's identities, each looked up once. */
export async function agencyIdsOf(db: Writer, identities: readonly AgencyIdentity[]): Promise<(identity: AgencyIdentity) => number> {
  const ids = new Map<string, number>();
  for (const identity of identities) {
    const key = identityKey(identity);
    if (!ids.has(key)) ids.set(key, await agencyIdOf(db, identity));
  }
  return (identity) => ids.get(identityKey(identity))!;
}
