import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, Form, TextInput } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createAlertStore } from '../../alerts/alertStore.ts';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { createControlledTransport } from './stories/controlledTransport.ts';
import { jpegFile } from './stories/sampleUploadFiles.ts';
import { SingleFilePicker, type PickedFile } from './SingleFilePicker.tsx';
import { createUploadRegistry } from './uploadRegistry.ts';
import { UploadRegistryProvider } from './UploadRegistryContext.tsx';
import { UploadsInProgressWarning } from './UploadsInProgressWarning.tsx';
import { waitUpload } from './waitUpload.ts';

const WAIT_TR = 'Kapak resmi dosyaları yükleniyor. Lütfen tüm dosyaların yüklenmesini bekleyin.';

describe('waitUpload', () => {
  it("is invalid while the validated field's files upload", () => {
    const registry = createUploadRegistry();
    const validate = waitUpload({ registry });
    expect(validate(null, {}, { source: 'cover' })).toBeUndefined();
    registry.report({ field: 'cover', label: 'Cover image', count: 2 });
    expect(validate(null, {}, { source: 'cover' })).toEqual({ message: 'upload.waitUpload.message', args: { name: 'Cover image' } });
    expect(validate(null, {}, { source: 'title' })).toBeUndefined();
    registry.report({ field: 'cover', label: 'Cover image', count: 0 });
    expect(validate(null, {}, { source: 'cover' })).toBeUndefined();
  });

  it('watches a named field, or any field when there is no source', () => {
    const registry = createUploadRegistry();
    registry.report({ field: 'gallery', label: 'Gallery', count: 1 });
    expect(waitUpload({ registry, field: 'gallery' })(null, {}, { source: 'title' })).toMatchObject({ args: { name: 'Gallery' } });
    expect(waitUpload({ registry })(null, {}, {})).toMatchObject({ args: { name: 'Gallery' } });
  });

  it("has the spec's English messages", async () => {
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('upload.waitUpload.title')).toBe('File upload is in progress');
    expect(i18nProvider.translate('upload.waitUpload.message', { name: 'Cover image' })).toBe(
      'A/an Cover image files are currently uploading. Please wait for all files to upload.',
    );
    await i18nProvider.changeLocale('tr');
  });
});

/** A form whose cover field is a picker reporting its uploads, validated with waitUpload. */
function CoverForm({ onSubmit, transport }: { onSubmit: (values: unknown) => void; transport: ReturnType<typeof createControlledTransport> }) {
  const [registry] = useState(createUploadRegistry);
  const [alerts] = useState(createAlertStore);
  const [cover, setCover] = useState<PickedFile | null>(null);
  return (
    <UploadRegistryProvider registry={registry}>
      <Form onSubmit={onSubmit} record={{ cover: 'existing.jpg' }}>
        <UploadsInProgressWarning />
        <SingleFilePicker field="cover" fieldLabel="Kapak resmi" value={cover} onChange={setCover} transport={transport} alerts={alerts} />
        <TextInput source="cover" validate={waitUpload({ registry })} />
        <button type="submit">Kaydet</button>
      </Form>
    </UploadRegistryProvider>
  );
}

describe('UploadsInProgressWarning and a form', () => {
  it('lists the uploading fields and blocks saving until the upload ends', async () => {
    const onSubmit = vi.fn();
    const transport = createControlledTransport();
    const { container } = render(
      <AdminContext i18nProvider={i18nProvider}>
        <CoverForm onSubmit={onSubmit} transport={transport} />
      </AdminContext>,
    );
    expect(screen.queryByText('Dosya yükleme devam ediyor')).toBeNull();

    await userEvent.upload(container.querySelector<HTMLInputElement>('input[type="file"]')!, jpegFile());
    await waitFor(() => expect(transport.uploads).toHaveLength(1));
    expect(await screen.findByText('Dosya yükleme devam ediyor')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(WAIT_TR);

    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getAllByText(WAIT_TR)).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();

    transport.uploads[0].succeed();
    await waitFor(() => expect(screen.queryByText('Dosya yükleme devam ediyor')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
