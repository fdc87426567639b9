import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../../resources/defineResource.ts';
import { references, text } from '../../../resources/fields.ts';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { memoryDataProvider } from '../stories/memoryDataProvider.ts';
import { FieldInput } from './FieldInput.tsx';

vi.setConfig({ testTimeout: 30_000 });

const dossiers = defineResource({
  name: 'dossiers',
  typeName: 'Dossier',
  permission: 'content',
  operations: { one: 'dossier', list: 'dossiers', save: 'saveDossier' },
  siteScoped: true,
  fields: {
    name: text({ required: true, label: 'Name' }),
    relatedIds: references('dossiers', { label: 'Related' }),
  },
  representation: 'name',
});

const RECORDS = [
  { id: '7', name: 'Kar yağışı' },
  { id: '8', name: 'Kar tatili' },
  { id: '9', name: 'Karayolları' },
];

function renderRelated(record: Record<string, unknown>) {
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()} dataProvider={memoryDataProvider({ dossiers: RECORDS })}>
      <Form record={record} onSubmit={() => undefined}>
        <FieldInput resource={dossiers} path={['relatedIds']} field={dossiers.fields.relatedIds} />
      </Form>
    </AdminContext>,
  );
}

async function offered() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Related' }));
  const options = await within(await screen.findByRole('listbox')).findAllByRole('option');
  return options.map((option) => option.textContent);
}

describe('a reference to records of its own resource', () => {
  it('never offers the record being edited', async () => {
    renderRelated({ id: '7', name: 'Kar yağışı', relatedIds: [] });
    expect(await offered()).toEqual(['Kar tatili', 'Karayolları']);
  });

  it('offers every record to a record not saved yet', async () => {
    renderRelated({ name: 'Yeni', relatedIds: [] });
    expect(await offered()).toEqual(['Kar yağışı', 'Kar tatili', 'Karayolları']);
  });
});
