import type { ApolloClient } from '@apollo/client/core/index.js';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { createAgencyPhotoApollo } from './agencyPhotoApollo.ts';

const rootField = (query: DocumentNode) => {
  const operation = query.definitions[0] as OperationDefinitionNode;
  return (operation.selectionSet.selections[0] as { name: { value: string } }).name.value;
};

const image = { path: 'agency/a.jpg', text: 'Caption', width: 800, height: 600, fileSize: 1000, missing: false, agencyImageId: 'img-1' };

describe('createAgencyPhotoApollo', () => {
  it('asks agencyContents on the agency tab and agencyArchives on the archive tab, with the variables as given', async () => {
    const query = vi.fn(async ({ query: document }: { query: DocumentNode }) => {
      const field = rootField(document);
      const row = field === 'agencyContents' ? { agencyContentId: 'urn:1', agency: { name: 'AFP' } } : { id: '7', agency: null, source: 'Staff' };
      return { data: { [field]: [{ title: 'Title', createdDate: '2026-11-20T09:30:00.000Z', author: 'Ayşe', source: null, cursor: 'c1', images: [image], ...row }] } };
    });
    const transport = createAgencyPhotoApollo({ query } as unknown as ApolloClient<unknown>);
    const variables = { filter: { contentTypes: ['photo-gallery'], search: 'köprü' }, limit: 20, after: 'c0', firstCreatedDate: '2026-11-21T00:00:00.000Z' };

    const [content] = await transport.list('agency', variables);
    expect(rootField(query.mock.calls[0][0].query)).toBe('agencyContents');
    expect(query.mock.calls[0][0]).toMatchObject({ variables, fetchPolicy: 'network-only' });
    expect(content).toEqual({ key: 'urn:1', title: 'Title', agencyName: 'AFP', author: 'Ayşe', createdDate: '2026-11-20T09:30:00.000Z', images: [image], cursor: 'c1' });

    const [archived] = await transport.list('archive', variables);
    expect(rootField(query.mock.calls[1][0].query)).toBe('agencyArchives');
    expect(query.mock.calls[1][0]).toMatchObject({ variables });
    expect(archived).toMatchObject({ key: '7', agencyName: 'Staff' });
  });
});
