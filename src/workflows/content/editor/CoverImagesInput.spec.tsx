import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, ResourceContextProvider, SaveButton, memoryStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { contents } from '../../../../resources/content.ts';
import { typeValues } from '../../../../resources/contentTypes.ts';
import { i18nProvider } from '../../../i18n/i18nProvider.ts';
import { FieldInput, type AnyKindInput } from '../../../lowcode/inputs/FieldInput.tsx';
import { CoverImagesInput } from './CoverImagesInput.tsx';
import { editorSections } from './editorSections.ts';

vi.setConfig({ testTimeout: 30_000 });

const cover = (path: string, isSelected: boolean) => ({ image: { path, width: 1600, height: 1000, crops: [], text: path }, isSelected });

function renderCovers(coverImages: unknown[], field = contents.fields.coverImages!) {
  const submitted = vi.fn();
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <ResourceContextProvider value="contents">
        <Form record={{ id: 1, type: 0, coverImages }} onSubmit={submitted} noValidate>
          <FieldInput resource={contents} path={['coverImages']} field={field} input={CoverImagesInput as AnyKindInput} />
          <SaveButton label="save" alwaysEnable />
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return submitted;
}

const radios = () => screen.getAllByRole('radio') as HTMLInputElement[];

describe('the cover images', () => {
  it('mark exactly one cover: choosing another unmarks the first', async () => {
    const submitted = renderCovers([cover('a.jpg', true), cover('b.jpg', false)]);
    await waitFor(() => expect(radios().map((radio) => radio.checked)).toEqual([true, false]));
    fireEvent.click(radios()[1]!);
    await waitFor(() => expect(radios().map((radio) => radio.checked)).toEqual([false, true]));
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect((submitted.mock.calls[0]![0] as { coverImages: { isSelected: boolean }[] }).coverImages.map((item) => item.isSelected)).toEqual([false, true]);
  });

  it("label the list as required in a type's editor (react-admin reads that from the validator)", async () => {
    const shown = editorSections(typeValues('news')[0]!, {}).get('media')!.fields.find(([name]) => name === 'coverImages')![1];
    renderCovers([cover('a.jpg', true)], shown);
    await waitFor(() => expect(document.querySelector('.RaArrayInput-label')?.textContent).toMatch(/^Kapak görseli\s\*$/));
  });

  it('make the first one the cover while none is chosen', async () => {
    renderCovers([cover('a.jpg', false), cover('b.jpg', false)]);
    await waitFor(() => expect(radios().map((radio) => radio.checked)).toEqual([true, false]));
  });
});
