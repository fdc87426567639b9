import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, memoryStore, ResourceContextProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { contents } from '../../../resources/content.ts';
import { typeValues } from '../../../resources/contentTypes.ts';
import { createAlertStore } from '../../alerts/alertStore.ts';
import { createControlledTransport } from '../../controls/upload/stories/controlledTransport.ts';
import { jpegFile, sizedFile, videoFile } from '../../controls/upload/stories/sampleUploadFiles.ts';
import { createUploadRegistry } from '../../controls/upload/uploadRegistry.ts';
import { UploadRegistryProvider } from '../../controls/upload/UploadRegistryContext.tsx';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { LowcodeEnvironmentProvider } from '../LowcodeEnvironment.tsx';
import { FieldInput } from './FieldInput.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

function Values({ name }: { name: string }) {
  return <output data-testid="values">{JSON.stringify(useWatch({ name }))}</output>;
}

/** The content field `name` of a record in a form, with the upload queue's controlled transport. */
function renderField(name: 'pdfs' | 'coverVideo', record: Record<string, unknown>) {
  const transport = createControlledTransport();
  const registry = createUploadRegistry();
  const alerts = createAlertStore();
  const view = render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <LowcodeEnvironmentProvider value={{ uploadTransport: transport, alerts, fileUrl: (path) => `/storage/files/${path}`, previewUrl: (path) => `/preview/${path}` }}>
        <UploadRegistryProvider registry={registry}>
          <ResourceContextProvider value="contents">
            <Form record={{ id: 1, ...record }} onSubmit={() => undefined}>
              <FieldInput resource={contents} path={[name]} field={contents.fields[name]} />
              <Values name={name} />
            </Form>
          </ResourceContextProvider>
        </UploadRegistryProvider>
      </LowcodeEnvironmentProvider>
    </AdminContext>,
  );
  return { ...view, transport, registry, alerts };
}

const renderPdfs = (pdfs: { path: string | null; name: string }[]) => renderField('pdfs', { type: typeValues('officialAnnouncement')[0], pdfs });

const fileInput = async (container: HTMLElement) => {
  await waitFor(() => expect(container.querySelector('input[type="file"]')).not.toBeNull());
  return container.querySelector<HTMLInputElement>('input[type="file"]')!;
};
const pdfValues = () => JSON.parse(screen.getByTestId('values').textContent!) as { path: string | null; name: string }[];

describe("a content's cover video", () => {
  it('is uploaded with the upload queue, which reports it to the save (waitUpload) and fills the path, width and height', async () => {
    const { container, transport, registry } = renderField('coverVideo', { type: typeValues('video')[0], coverVideo: { path: null, caption: 'Antrenman', width: null, height: null } });
    await waitFor(() => expect(container.querySelector('input[type="file"]')).not.toBeNull());
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.accept).not.toMatch(/jpg|png/);
    expect(screen.getByRole('textbox', { name: /Caption|Açıklama|Alt yazı/i })).toBeTruthy();

    await userEvent.upload(input, videoFile('antrenman.mp4'));
    await waitFor(() => expect(transport.uploads).toHaveLength(1));
    expect(transport.uploads[0].fields.type).toBe(2);
    expect(registry.list().map((activity) => activity.field)).toEqual(['coverVideo.path']);

    transport.uploads[0].succeed({ relativePath: 'videos/2026/11/antrenman.mp4', width: 1280, height: 720 });
    await waitFor(() => expect(JSON.parse(screen.getByTestId('values').textContent!)).toMatchObject({ path: 'videos/2026/11/antrenman.mp4', width: 1280, height: 720, caption: 'Antrenman' }));
    expect(registry.list()).toEqual([]);
  });
});

describe("a content's PDF", () => {
  it('is uploaded as a document (type 4) with the save held meanwhile; the path is filled, the empty name taken from the file, and the file linked under that name', async () => {
    const { container, transport, registry } = renderPdfs([{ path: null, name: '' }]);
    const input = await fileInput(container);
    expect(input.accept).toBe('.pdf');

    await userEvent.upload(input, sizedFile('Kamulaştırma ilanı.pdf', 4096, 'application/pdf'));
    await waitFor(() => expect(transport.uploads).toHaveLength(1));
    expect(transport.uploads[0].fields.type).toBe(4);
    expect(registry.list().map((activity) => activity.field)).toEqual(['pdfs.0.path']);

    transport.uploads[0].succeed({ relativePath: 'documents/2026/11/ilan.pdf', width: null, height: null });
    await waitFor(() => expect(pdfValues()).toEqual([{ path: 'documents/2026/11/ilan.pdf', name: 'Kamulaştırma ilanı' }]));
    expect(registry.list()).toEqual([]);
    const link = screen.getByRole('link', { name: 'documents/2026/11/ilan.pdf' });
    expect(link.getAttribute('href')).toBe(`/storage/files/documents/2026/11/ilan.pdf?name=${encodeURIComponent('Kamulaştırma ilanı')}`);
  });

  it('keeps a name the editor gave, and refuses a video without sending it', async () => {
    const { container, transport, alerts } = renderPdfs([{ path: null, name: 'İlan metni' }]);
    const input = await fileInput(container);
    await userEvent.upload(input, videoFile('klip.mp4'), { applyAccept: false });
    await waitFor(() => expect(alerts.getState().dialogs).toHaveLength(1));
    expect(transport.uploads).toHaveLength(0);

    await userEvent.upload(input, sizedFile('taslak.pdf', 2048, 'application/pdf'));
    await waitFor(() => expect(transport.uploads).toHaveLength(1));
    transport.uploads[0].succeed({ relativePath: 'documents/2026/11/taslak.pdf', width: null, height: null });
    await waitFor(() => expect(pdfValues()).toEqual([{ path: 'documents/2026/11/taslak.pdf', name: 'İlan metni' }]));
  });
});

describe("a video's poster", () => {
  it('is an image: uploaded as one (type 1) into posterPath and shown, or chosen from the library', async () => {
    const { container, transport } = renderField('coverVideo', { type: typeValues('video')[0], coverVideo: { path: 'videos/2026/11/a.mp4', caption: 'Antrenman', posterPath: null } });
    await waitFor(() => expect(container.querySelectorAll('input[type="file"]')).toHaveLength(2));
    const poster = [...container.querySelectorAll<HTMLInputElement>('input[type="file"]')].find((input) => input.accept.includes('.jpg'))!;
    expect(poster.accept).not.toMatch(/mp4/);
    expect(screen.getByRole('button', { name: /Choose from the library|Kütüphaneden seç/ })).toBeTruthy();

    await userEvent.upload(poster, jpegFile('kapak.jpg'));
    await waitFor(() => expect(transport.uploads).toHaveLength(1));
    expect(transport.uploads[0].fields.type).toBe(1);
    transport.uploads[0].succeed({ relativePath: 'images/2026/11/kapak.jpg', width: 96, height: 64 });
    await waitFor(() => expect(JSON.parse(screen.getByTestId('values').textContent!)).toMatchObject({ path: 'videos/2026/11/a.mp4', posterPath: 'images/2026/11/kapak.jpg' }));
    expect(container.querySelector('img[src="/preview/images/2026/11/kapak.jpg"]')).not.toBeNull();
  });
});
