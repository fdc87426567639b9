import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { contents } from '../../../resources/content.ts';
import { typeValues } from '../../../resources/contentTypes.ts';
import { createAlertStore } from '../../alerts/alertStore.ts';
import { createControlledTransport } from '../../controls/upload/stories/controlledTransport.ts';
import { videoFile } from '../../controls/upload/stories/sampleUploadFiles.ts';
import { createUploadRegistry } from '../../controls/upload/uploadRegistry.ts';
import { UploadRegistryProvider } from '../../controls/upload/UploadRegistryContext.tsx';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { LowcodeEnvironmentProvider } from '../LowcodeEnvironment.tsx';
import { FieldInput } from './FieldInput.tsx';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

function Values() {
  return <output data-testid="values">{JSON.stringify(useWatch({ name: 'coverVideo' }))}</output>;
}

describe("a content's cover video", () => {
  it('is uploaded with the upload queue, which reports it to the save (waitUpload) and fills the path, width and height', async () => {
    const transport = createControlledTransport();
    const registry = createUploadRegistry();
    const { container } = render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <LowcodeEnvironmentProvider value={{ uploadTransport: transport, alerts: createAlertStore(), fileUrl: () => undefined }}>
          <UploadRegistryProvider registry={registry}>
            <Form record={{ id: 1, type: typeValues('video')[0], coverVideo: { path: null, caption: 'Antrenman', width: null, height: null } }} onSubmit={() => undefined}>
              <FieldInput resource={contents} path={['coverVideo']} field={contents.fields.coverVideo} />
              <Values />
            </Form>
          </UploadRegistryProvider>
        </LowcodeEnvironmentProvider>
      </AdminContext>,
    );
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
