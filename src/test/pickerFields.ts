import { fireEvent, waitFor, within } from 'storybook/test';

/** The text input of a day or date-time picker field, once its picker has loaded (MUI X labels its section group as well). */
export async function pickerInput(container: HTMLElement, label: string | RegExp): Promise<HTMLInputElement> {
  return waitFor(() => {
    const input = within(container)
      .getAllByLabelText(label)
      .find((element): element is HTMLInputElement => element instanceof HTMLInputElement && !!element.closest('.MuiPickersTextField-root'));
    if (!input) throw new Error(`No picker input labelled ${String(label)} yet`);
    return input;
  });
}

/** Types a whole value into a picker field as the keyboard would leave it (dd.MM.yyyy or dd.MM.yyyy HH:mm). */
export async function typeIntoPicker(container: HTMLElement, label: string | RegExp, text: string): Promise<void> {
  fireEvent.change(await pickerInput(container, label), { target: { value: text } });
}
