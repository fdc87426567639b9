import { Box, Button } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { RichTextInput, type RichTextInputProps } from './RichTextInput.tsx';

/** The form's current value, to see what the editor writes and when. */
function FormValue() {
  const value = useWatch({ name: 'text' }) as string | null;
  return <pre data-testid="form-value">{value ?? ''}</pre>;
}

function SaveButton() {
  const translate = useTranslate();
  return (
    <Button type="submit" variant="contained">
      {translate('ra.action.save')}
    </Button>
  );
}

export interface RichTextStoryProps extends Partial<Omit<RichTextInputProps, 'source'>> {
  /** The stored text the form opens with. */
  text?: string | null;
  onSubmit?: (values: Record<string, unknown>) => void;
}

/** The editor inside a react-admin form, with a save button and the form's value shown under it. */
export function RichTextStory({ text = null, onSubmit = () => undefined, label = 'resources.contents.fields.text', ...props }: RichTextStoryProps) {
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Form record={{ id: 'story', text }} onSubmit={onSubmit}>
        <RichTextInput source="text" label={label} {...props} />
        <SaveButton />
        <FormValue />
      </Form>
    </Box>
  );
}
