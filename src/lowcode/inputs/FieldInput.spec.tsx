import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, SaveButton, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../../resources/defineResource.ts';
import { CONTENT_TYPE } from '../../../resources/enums.ts';
import { enumeration, text } from '../../../resources/fields.ts';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { LowcodeEnvironmentProvider, type LowcodeEnvironment } from '../LowcodeEnvironment.tsx';
import { FieldInput } from './FieldInput.tsx';

vi.setConfig({ testTimeout: 30_000 });

const pieces = defineResource({
  name: 'pieces',
  typeName: 'Piece',
  permission: 'content',
  operations: { one: 'piece', list: 'pieces', save: 'savePiece' },
  siteScoped: true,
  fields: {
    type: enumeration(CONTENT_TYPE, { required: true, label: 'Type' }),
    author: text({ required: true, label: 'Author', when: { field: 'type', in: [3] } }),
    magazine: text({ label: 'Magazine', siteSetting: 'isMagazineQuoteEnabled' }),
    linkRel: text({ label: 'Rel', rules: ['rel'], choices: ['nofollow'] }),
  },
  representation: 'type',
});

function renderForm(values: Record<string, unknown>, environment: LowcodeEnvironment = {}) {
  const submitted = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <LowcodeEnvironmentProvider value={environment}>
        <Form record={values} onSubmit={submitted} noValidate>
          {Object.entries(pieces.fields).map(([name, field]) => (
            <FieldInput key={name} resource={pieces} path={[name]} field={field} />
          ))}
          <SaveButton label="save" alwaysEnable />
        </Form>
      </LowcodeEnvironmentProvider>
    </AdminContext>,
  );
  return submitted;
}

describe('fields that belong to some records or some sites only', () => {
  it("shows a field only while its 'when' holds, and checks it only then", async () => {
    const submitted = renderForm({ id: 1, type: 3 });
    expect(await screen.findByLabelText(/^Author/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText(/zorunludur/)).toBeTruthy();
    expect(submitted).not.toHaveBeenCalled();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Haber' }));
    await waitFor(() => expect(screen.queryByLabelText(/^Author/)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0]![0]).toMatchObject({ type: 0 });
  });

  it('shows a site-setting field only on sites with the flag on', async () => {
    renderForm({ id: 1, type: 0 }, { siteSettings: { isMagazineQuoteEnabled: false } });
    await screen.findByRole('combobox', { name: /^Type/ });
    expect(screen.queryByLabelText('Magazine')).toBeNull();
  });

  it('shows it where the flag is on', async () => {
    renderForm({ id: 1, type: 0 }, { siteSettings: { isMagazineQuoteEnabled: true } });
    expect(await screen.findByLabelText('Magazine')).toBeTruthy();
  });
});

describe('a text with the values the spec allows', () => {
  it('offers them and nothing as a choice, and stores the one chosen', async () => {
    const submitted = renderForm({ id: 1, type: 0 });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Rel/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent?.trim() || '(empty)')).toEqual(['(empty)', 'nofollow']);
    fireEvent.click(screen.getByRole('option', { name: 'nofollow' }));
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0]![0]).toMatchObject({ linkRel: 'nofollow' });
    expect(screen.queryByRole('textbox', { name: /^Rel/ })).toBeNull();
  });
});
