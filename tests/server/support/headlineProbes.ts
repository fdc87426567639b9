/** A headline on each probed site for the access matrix, and its category's changes to hear. */
import { headlineCategories } from '../../../resources/headlineCategory.ts';
import { headlineTypes } from '../../../resources/headlineType.ts';
import type { EventBus } from '../../../server/events/eventBus.ts';
import type { GraphQLServer } from '../../../server/graphql/yoga.ts';
import { publishHeadlineChange } from '../../../server/headlines/headlineEvents.ts';
import { headlineCalls } from './headlineCalls.ts';
import { resourceCalls } from './resourceCalls.ts';

export async function headlineProbes(yoga: GraphQLServer, events: EventBus, adminToken: string, sites: readonly string[]) {
  const probes = new Map<string, { categoryId: string; headlineId: string; version: number }>();
  for (const siteId of sites) {
    const admin = { token: adminToken, siteId };
    const category = await resourceCalls(yoga, headlineCategories, admin).save({ name: `Erişim manşetleri ${siteId}` });
    const categoryId = category.data!.saveHeadlineCategory.id;
    const type = await resourceCalls(yoga, headlineTypes, admin).save({ name: 'Erişim manşeti', categoryId });
    const headline = (await headlineCalls(yoga, admin).list({ headlineTypeId: type.data!.saveHeadlineType.id })).data!.headlines.data[0]!;
    probes.set(siteId, { categoryId, headlineId: headline.id, version: headline.version });
  }
  return {
    /** A headline's id, its category's, or an item id no headline has (the resolver answers NOT_FOUND past the guard). */
    idFor(returnType: string, argumentName: string, siteId: string): string | undefined {
      const probe = probes.get(siteId)!;
      if (argumentName === 'headlineCategoryId') return probe.categoryId;
      if (argumentName === 'headlineId' || (returnType === 'Headline' && argumentName === 'id')) return probe.headlineId;
      if (argumentName === 'itemId') return '999999';
      return undefined;
    },
    inputFor(typeName: string, siteId: string): Record<string, unknown> | undefined {
      const probe = probes.get(siteId)!;
      return typeName === 'HeadlineInput' ? { id: probe.headlineId, version: probe.version, items: [{ id: '999999', title: 'Erişim' }] } : undefined;
    },
    /** Runs `call` while the site's probe category hears a change every 50 ms. */
    async whileChanging<T>(siteId: string, call: () => Promise<T>): Promise<T> {
      const probe = probes.get(siteId)!;
      const change = { headlineId: probe.headlineId, version: probe.version, kind: 'saved' as const, itemId: null, byUserId: null, at: new Date().toISOString() };
      const timer = setInterval(() => void publishHeadlineChange(events, Number(siteId), Number(probe.categoryId), change), 50);
      try {
        return await call();
      } finally {
        clearInterval(timer);
      }
    },
  };
}
