import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { liveTransfers } from '../../../resources/liveTransfer.ts';
import { defaultSitePermissions } from '../../../resources/permissionCatalogue.ts';
import { renderResourceScreen } from '../../lowcode/testing/renderResourceScreen.tsx';
import { introspectionSchema } from '../../providers/graphqlSchema.ts';
import { formatFee } from './liveTransferCells.tsx';
import { liveTransferScreens } from './liveTransferScreens.ts';

vi.setConfig({ testTimeout: 30_000 });

const row = (id: number, fields: Record<string, unknown>) => ({
  id: String(id),
  version: 1,
  siteId: '4',
  playerName: `Oyuncu ${id}`,
  fromClub: 'Anadolu Kartalları',
  toClub: 'Boğaziçi SK',
  linkName: `oyuncu-${id}`,
  kind: 1,
  fee: null,
  currency: null,
  isLoan: false,
  transferDate: '2026-11-20T10:00:00.000Z',
  playerImage: null,
  isApproved: true,
  createdUserId: null,
  createdDate: '2026-11-20T10:00:00.000Z',
  updatedUserId: null,
  updatedDate: null,
  cursor: `c${id}`,
  ...fields,
});

const ROWS = [
  row(2, { playerName: 'Kerem Aydınlı', fee: 12_500_000, currency: 'EUR' }),
  row(1, { playerName: 'Emre Yalçınkaya', kind: 2, isLoan: true, fromClub: 'Ege Yıldızları', toClub: 'Karadeniz FK' }),
];

const editor = { roleIds: ['2'], siteId: '4', permissions: [defaultSitePermissions('4')] };

function renderList() {
  return renderResourceScreen(
    { GetLiveTransfers: { data: { liveTransfers: ROWS } } },
    { resource: liveTransfers, schema: introspectionSchema, permissions: editor, overrides: liveTransferScreens },
  );
}

const cellsOf = (text: string) => within(screen.getByText(text).closest('tr')!).getAllByRole('cell').map((cell) => cell.textContent);

describe('the live transfers list', () => {
  it('asks newest first by transfer date and shows player, from → to, the kind chip, the fee in its currency, loan, date and approval', async () => {
    const { stub } = renderList();
    await screen.findByText('Kerem Aydınlı');
    expect(stub.requests[0]!.variables).toMatchObject({ page: 1, limit: 50 });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Oyuncu', 'Ayrıldığı → gittiği kulüp', 'Resmî / resmî değil', 'Bonservis bedeli', 'Kiralık oyuncu', 'Transfer tarihi', 'Onaylı', 'İşlemler']);
    expect(cellsOf('Kerem Aydınlı').slice(0, 7)).toEqual(['Kerem Aydınlı', 'Anadolu Kartalları → Boğaziçi SK', 'Resmî', '€12.500.000', 'Hayır', expect.stringMatching(/^20\.11\.2026 \d\d:00$/), 'Onaylı']);
    expect(cellsOf('Emre Yalçınkaya').slice(1, 5)).toEqual(['Ege Yıldızları → Karadeniz FK', 'Resmî değil', '—', 'Evet']);
  });

  it('opens a new transfer with an empty fee, and says before saving that a fee needs its currency', async () => {
    const { stub } = renderList();
    await screen.findByText('Kerem Aydınlı');
    fireEvent.click(screen.getAllByRole('button', { name: 'Ekle' })[0]!);
    const dialog = within(await screen.findByRole('dialog'));
    const fee = dialog.getByLabelText(/^Bonservis bedeli/) as HTMLInputElement;
    expect(fee.value).toBe('');
    fireEvent.change(fee, { target: { value: '1500000' } });
    fireEvent.blur(fee);
    fireEvent.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await dialog.findByText('Bonservis bedelinin para birimini seçiniz.');
    await waitFor(() => expect(stub.requests.some((request) => request.operationName === 'SaveLiveTransfer')).toBe(false));
  });
});

describe('formatFee', () => {
  it('writes the fee in its currency in the interface language', () => {
    expect(formatFee(12_500_000, 'EUR', 'tr')).toBe('€12.500.000');
    expect(formatFee(12_500_000, 'EUR', 'en')).toBe('€12,500,000');
    expect(formatFee(1_500_000.5, 'TRY', 'tr')).toBe('₺1.500.000,50');
    expect(formatFee(2_750_000, 'GBP', 'en')).toBe('£2,750,000');
    expect(formatFee(null, 'EUR', 'tr')).toBeUndefined();
    expect(formatFee(1000, null, 'tr')).toBe('1.000');
  });
});
