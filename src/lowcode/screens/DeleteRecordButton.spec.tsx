import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signatures } from '../../../resources/signature.ts';
import { renderResourceScreen } from '../testing/renderResourceScreen.tsx';
import { SIGNATURE_SDL, signatureRow } from '../testing/signatureSchema.ts';

vi.setConfig({ testTimeout: 30_000 });

const deletable = { ...signatures, operations: { ...signatures.operations, delete: 'deleteSignature' } };
const sdl = SIGNATURE_SDL.replace('saveSignature(input: SignatureInput!): Signature!', '$&\n    deleteSignature(id: ID!, version: Int!): Signature!');
const answers = {
  GetSignatures: { data: { signatures: [signatureRow(1), signatureRow(2, { version: 3 })] } },
  GetSignature: (request: { variables: Record<string, unknown> }) => ({ data: { signature: signatureRow(Number(request.variables.id), { version: 3 }) } }),
};

async function deleteFromEdit(name: string) {
  fireEvent.click(await screen.findByText(name));
  const dialog = within(await screen.findByRole('dialog', { name: `Düzenle: ${name}` }));
  fireEvent.click(await dialog.findByRole('button', { name: 'Sil' }));
  const confirm = within(await screen.findByRole('dialog', { name: `${name} silinsin mi` }));
  expect(confirm.getByText('Bu kayıt silinsin mi? Bu işlem geri alınamaz.')).toBeTruthy();
  fireEvent.click(confirm.getByRole('button', { name: /Onayla/ }));
}

describe('deleting from a declared resource’s edit form', () => {
  it('deletes at the version shown, after a confirmation, and closes the form', async () => {
    const { stub } = renderResourceScreen(
      { ...answers, DeleteSignature: { data: { deleteSignature: signatureRow(2, { version: 3 }) } } },
      { resource: deletable, sdl },
    );
    await deleteFromEdit('İmza 2');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Düzenle: İmza 2' })).toBeNull());
    expect(stub.requests.find((request) => request.operationName === 'DeleteSignature')?.variables).toEqual({ id: '2', version: 3 });
  });

  it('shows the server’s refusal while other records use the record', async () => {
    const refusal = 'Başka kayıtlar kullandığı için bu kayıt silinemez: Manşet tipleri (1).';
    renderResourceScreen(
      { ...answers, DeleteSignature: { data: null, errors: [{ message: refusal, extensions: { code: 'CONFLICT', messageKey: 'saveErrors.inUse' } }] } },
      { resource: deletable, sdl },
    );
    await deleteFromEdit('İmza 2');
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('offers no delete for a resource without the operation', async () => {
    renderResourceScreen(answers);
    fireEvent.click(await screen.findByText('İmza 1'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Düzenle: İmza 1' }));
    await dialog.findByRole('button', { name: 'Kaydet' });
    expect(dialog.queryByRole('button', { name: 'Sil' })).toBeNull();
  });
});
