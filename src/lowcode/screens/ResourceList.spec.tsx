import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderResourceScreen } from '../testing/renderResourceScreen.tsx';
import { signatureRow } from '../testing/signatureSchema.ts';

const rows = (from: number, count: number) => Array.from({ length: count }, (_, index) => signatureRow(from + index));
const dataRows = () => screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('cell').length > 0);

// A page of 50 rows takes a while to render in jsdom.
vi.setConfig({ testTimeout: 30_000 });
// The whole suite runs in parallel: give the screens time to answer.

describe('a declared resource list (spec 01 §4 paged lists)', () => {
  it('loads the first page, adds a page on "show more" and says when the list is fully loaded', async () => {
    const { stub } = renderResourceScreen({
      GetSignatures: (request) => ({ data: { signatures: request.variables.page === 1 ? rows(1, 50) : rows(51, 7) } }),
    });
    await screen.findByText('İmza 1');
    expect(dataRows()).toHaveLength(50);
    expect(stub.requests[0].variables).toMatchObject({ page: 1, limit: 50, language: 'tr' });

    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    await screen.findByText('İmza 57');
    expect(dataRows()).toHaveLength(57);
    expect(stub.requests.filter((request) => request.operationName === 'GetSignatures').at(-1)?.variables).toMatchObject({ page: 2, limit: 50 });
    expect(screen.getByRole('status').textContent).toBe('Tüm kayıtlar gösteriliyor');
    expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).toBeNull();
  });

  it('shows a first page shorter than the page size as fully loaded', async () => {
    renderResourceScreen({ GetSignatures: { data: { signatures: rows(1, 3) } } });
    await screen.findByText('İmza 3');
    expect(screen.getByRole('status').textContent).toBe('Tüm kayıtlar gösteriliyor');
    expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).toBeNull();
  });

  it("shows 'no data' for an empty first page, with the way to add the first record", async () => {
    renderResourceScreen({ GetSignatures: { data: { signatures: [] } } });
    expect((await screen.findByRole('status')).textContent).toBe('Veri yok');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Ekle' }).length).toBeGreaterThan(0);
  });

  it('sends the approval filter and the search to the list operation', async () => {
    const { stub } = renderResourceScreen({ GetSignatures: { data: { signatures: rows(1, 2) } } });
    await screen.findByText('İmza 1');
    fireEvent.change(screen.getByPlaceholderText('Ara'), { target: { value: 'imza' } });
    await waitFor(() => expect(stub.requests.filter((request) => request.operationName === 'GetSignatures').at(-1)?.variables).toMatchObject({ filter: { search: 'imza' } }), { timeout: 3000 });
  });

  it('names the permission a refused page needs, in place of the table', async () => {
    renderResourceScreen({
      GetSignatures: { data: null, errors: [{ message: 'Permission denied: needs signature.view', extensions: { code: 'FORBIDDEN', needs: ['signature.view'] } }] },
    });
    expect((await screen.findByTestId('refused-notice')).textContent).toContain('“İmzalar: görüntüleme” yetkisi gerekiyor');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says a page that failed otherwise could not be loaded, and reads it again on retry', async () => {
    let calls = 0;
    renderResourceScreen({
      GetSignatures: () => (++calls === 1 ? { data: null, errors: [{ message: 'boom' }] } : { data: { signatures: rows(1, 2) } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    await screen.findByText('İmza 2');
    expect(screen.queryByText('Kayıtlar yüklenemedi.')).toBeNull();
  });
});
