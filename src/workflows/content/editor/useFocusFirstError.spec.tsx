import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, memoryStore, TextInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../i18n/i18nProvider.ts';
import { useFocusFirstError } from './useFocusFirstError.ts';

function Focusing({ formId }: { formId: string }) {
  useFocusFirstError(formId);
  return null;
}

// jsdom has no scrolling: the test gives elements one, and takes it back.
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('a refused save', () => {
  it('scrolls to and focuses the first field in error as the form shows them, the server’s refusals included', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    // The server refuses the spot, then the title: the title comes first in the form.
    const onSubmit = vi.fn(async () => ({ spot: 'Spot is too long', title: 'Title is required' }));
    render(
      <AdminContext i18nProvider={await createI18nProvider('en')} store={memoryStore()}>
        <Form id="editor" onSubmit={onSubmit} defaultValues={{ title: 'x', spot: 'y' }}>
          <TextInput source="summary" />
          <TextInput source="title" />
          <TextInput source="spot" />
          <Focusing formId="editor" />
          <button type="submit">Save</button>
        </Form>
      </AdminContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    expect(scrolled.mock.contexts[0]).toBe(title);
  });
});
