import { describe, expect, it } from 'vitest';
import { PERMISSION_CATEGORIES } from '../../resources/permissionCatalogue.ts';
import { parsePermission } from '../../resources/permissions.ts';
import { REALTIME_TOPICS, topicAddress } from '../../server/events/realtimeTopics.ts';

describe('the realtime topic registry', () => {
  it.each(Object.entries(REALTIME_TOPICS))('%s is read with a permission of the catalogue', (_topic, rule) => {
    const [category, keyword] = parsePermission(rule.read);
    expect(PERMISSION_CATEGORIES[category]).toContain(keyword);
  });

  it("reads the admin's topic string as a registered topic and an optional key", () => {
    expect(topicAddress('agencyItems', 4)).toEqual({ topic: 'agencyItems', site: 4 });
    expect(topicAddress('agencyItems/contents/123', 5)).toEqual({ topic: 'agencyItems', site: 5, key: 'contents/123' });
    expect(topicAddress('record/contents/123', 4)).toBeUndefined();
    expect(topicAddress('toString', 4)).toBeUndefined();
  });
});
