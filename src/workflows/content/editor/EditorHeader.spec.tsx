import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, Form, memoryStore, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { contentTypeByRoute } from '../../../../resources/contentTypes.ts';
import { createI18nProvider } from '../../../i18n/i18nProvider.ts';
import { EditorHeader } from './EditorHeader.tsx';

async function header(record: { id: string; status: number } | undefined) {
  const nothing = () => {};
  render(
    <AdminContext i18nProvider={await createI18nProvider('en')} store={memoryStore()}>
      <RecordContextProvider value={record}>
        <Form record={record}>
          <EditorHeader type={contentTypeByRoute('news')!} uploads={[]} onSave={nothing} onPublish={nothing} onPreview={nothing} />
        </Form>
      </RecordContextProvider>
    </AdminContext>,
  );
}

describe('the editor header', () => {
  it('says Publish for a new or unapproved item, and Update for one already approved', async () => {
    for (const [record, label] of [
      [undefined, 'Publish'],
      [{ id: '7', status: 2 }, 'Publish'],
      [{ id: '7', status: 1 }, 'Update'],
    ] as const) {
      await header(record);
      screen.getByRole('button', { name: label });
      expect(screen.queryByRole('button', { name: label === 'Update' ? 'Publish' : 'Update' })).toBeNull();
      cleanup();
    }
  });
});
