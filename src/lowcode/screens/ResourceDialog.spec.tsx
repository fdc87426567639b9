import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResourceScreen } from '../testing/renderResourceScreen.tsx';
import { signatureRow } from '../testing/signatureSchema.ts';

vi.setConfig({ testTimeout: 30_000 });
// The whole suite runs in parallel: give the screens time to answer.

const listed = { GetSignatures: { data: { signatures: [signatureRow(1), signatureRow(2)] } } };
const TAKEN = 'Ad değeri zaten kullanılıyor (büyük ve küçük harf aynı sayılır).';
/** The server's answer to a name already in use. */
const refusedAsTaken = {
  ...listed,
  SaveSignature: { data: null, errors: [{ message: 'refused', extensions: { code: 'BAD_USER_INPUT', fields: { name: TAKEN } } }] },
};

async function openCreate() {
  fireEvent.click((await screen.findAllByRole('button', { name: 'Ekle' }))[0]);
  return within(await screen.findByRole('dialog', { name: 'Yeni imza' }));
}

async function openEdit(name: string) {
  fireEvent.click(await screen.findByText(name));
  const dialog = await screen.findByRole('dialog', { name: `Düzenle: ${name}` });
  await waitFor(() => expect((within(dialog).getByLabelText(/^Ad/) as HTMLInputElement).value).toBe(name));
  return within(dialog);
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const warning = () => screen.findByRole('dialog', { name: 'Uyarı' });

describe('a declared resource form in a dialog', () => {
  it('closes at once when nothing was changed', async () => {
    renderResourceScreen(listed);
    const dialog = await openCreate();
    fireEvent.click(dialog.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("asks 'Your changes will be lost. Are you sure?' before leaving a changed form, by Cancel or Escape", async () => {
    renderResourceScreen(listed);
    const dialog = await openEdit('İmza 2');
    type(dialog.getByLabelText(/^Ad/), 'İmza iki');

    fireEvent.click(dialog.getByRole('button', { name: 'Vazgeç' }));
    const confirm = within(await warning());
    expect(confirm.getByText('Yaptığınız değişiklikler kaybolacak. Emin misiniz?')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uyarı' })).toBeNull());
    expect((dialog.getByLabelText(/^Ad/) as HTMLInputElement).value).toBe('İmza iki');

    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Düzenle: İmza 2' }), { key: 'Escape' });
    fireEvent.click(within(await warning()).getByRole('button', { name: 'Evet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('warns before adding an unapproved record, and adds it only when confirmed', async () => {
    const { stub } = renderResourceScreen({
      ...listed,
      SaveSignature: (request) => ({ data: { saveSignature: { ...signatureRow(3), ...(request.variables.input as object) } } }),
    });
    const dialog = await openCreate();
    type(dialog.getByLabelText(/^Ad/), 'Yeni imza');
    fireEvent.click(dialog.getByLabelText('Onaylı'));
    fireEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));

    const confirm = within(await warning());
    expect(confirm.getByText('Bu kayıt onaylı değil, bu yüzden listelerde görünmeyecek. Yine de eklensin mi?')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uyarı' })).toBeNull());
    expect(stub.requests.some((request) => request.operationName === 'SaveSignature')).toBe(false);

    await waitFor(() => expect((dialog.getByRole('button', { name: 'Kaydet' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    fireEvent.click(within(await warning()).getByRole('button', { name: 'Evet' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Yeni imza' })).toBeNull());
    expect(stub.requests.find((request) => request.operationName === 'SaveSignature')?.variables).toEqual({
      input: { name: 'Yeni imza', isApproved: false },
    });
  });

  it('checks the rules before sending, with the translated label in the message', async () => {
    const { stub } = renderResourceScreen(listed);
    const dialog = await openCreate();
    type(dialog.getByLabelText(/^Ad/), 'x'.repeat(101));
    fireEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    expect(await dialog.findByText('Ad alanına en fazla 100 karakter girilmelidir.')).toBeTruthy();
    expect(dialog.getByText('101 / 100')).toBeTruthy();
    expect(stub.requests.some((request) => request.operationName === 'SaveSignature')).toBe(false);
  });

  it("shows the server's refusal on its field and keeps the dialog open", async () => {
    renderResourceScreen(refusedAsTaken);
    const dialog = await openCreate();
    type(dialog.getByLabelText(/^Ad/), 'İmza 1');
    fireEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    expect(await dialog.findByText(TAKEN)).toBeTruthy();
    expect((dialog.getByLabelText(/^Ad/) as HTMLInputElement).value).toBe('İmza 1');
  });

  it('refuses a save over a newer version with a clear message, keeping what was typed, and reads the record and the list again', async () => {
    // Someone else saved 'İmza 1' as 'Onların değişikliği' (version 2) and added an approval change.
    let changedElsewhere = false;
    const theirs = () => signatureRow(1, { version: 2, name: 'Onların değişikliği', isApproved: false });
    const { stub } = renderResourceScreen({
      GetSignatures: () => ({ data: { signatures: changedElsewhere ? [theirs(), signatureRow(2)] : listed.GetSignatures.data.signatures } }),
      GetSignature: (request) => ({ data: { signature: changedElsewhere ? theirs() : signatureRow(Number(request.variables.id)) } }),
      SaveSignature: () => {
        changedElsewhere = true;
        return { data: null, errors: [{ message: 'stale', extensions: { code: 'CONFLICT' } }] };
      },
    });
    const dialog = await openEdit('İmza 1');
    type(dialog.getByLabelText(/^Ad/), 'Benim değişikliğim');
    fireEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));

    const alert = within(await warning());
    expect(alert.getByText('Bu kayıt başka biri tarafından değiştirildi. Kaydı yeniden yükleyip değişikliklerinizi tekrar uygulayın.')).toBeTruthy();
    expect(stub.requests.find((request) => request.operationName === 'SaveSignature')?.variables).toEqual({
      input: { id: '1', version: 1, name: 'Benim değişikliğim', isApproved: true },
    });
    fireEvent.click(alert.getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uyarı' })).toBeNull());
    expect((dialog.getByLabelText(/^Ad/) as HTMLInputElement).value).toBe('Benim değişikliğim');

    // The list behind shows the other editor's value; the form takes their version and approval under the user's input.
    expect(await screen.findByRole('cell', { name: 'Onların değişikliği', hidden: true })).toBeTruthy();
    await waitFor(() => expect((dialog.getByLabelText('Onaylı') as HTMLInputElement).checked).toBe(false));
    expect((dialog.getByLabelText(/^Ad/) as HTMLInputElement).value).toBe('Benim değişikliğim');
    fireEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(stub.requests.filter((request) => request.operationName === 'SaveSignature').at(-1)?.variables).toEqual({
        input: { id: '1', version: 2, name: 'Benim değişikliğim', isApproved: false },
      }),
    );
  });

  it('shows a server refusal on its field with no "form is not valid" toast, and a refusal of the browser\'s own rules with one', async () => {
    renderResourceScreen(refusedAsTaken);
    const invalidForm = 'Form geçerli değil. Lütfen hataları kontrol edin';
    const dialog = await openCreate();
    type(dialog.getByLabelText(/^Ad/), 'İmza 1');
    fireEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    expect(await dialog.findByText(TAKEN)).toBeTruthy();
    expect(screen.queryByText(invalidForm)).toBeNull();

    type(dialog.getByLabelText(/^Ad/), 'x'.repeat(101));
    expect(await dialog.findByText('Ad alanına en fazla 100 karakter girilmelidir.')).toBeTruthy();
    await waitFor(() => expect((dialog.getByRole('button', { name: 'Kaydet' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findAllByText(invalidForm)).toHaveLength(1);
  });
});
