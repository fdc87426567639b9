import { Box } from '@mui/material';
import { Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DateRangeInput } from '../filters/DateRangeInput.tsx';
import type { DateRangeValue } from '../dateRange.ts';

/** The filter's value as the list would send it, shown for the stories to read. */
function CurrentValue({ source }: { source: string }) {
  const value = useWatch({ name: source }) as DateRangeValue | null | undefined;
  return (
    <Box component="output" aria-label="value" sx={{ display: 'block', mt: 1, fontFamily: 'monospace', fontSize: 12 }}>
      {value ? `${value.startDate} → ${value.endDate}` : '—'}
    </Box>
  );
}

export interface FilterStoryProps {
  /** The clock (ISO-8601) for the quick buttons. */
  now: string;
  value?: DateRangeValue;
}

/** The date range filter control in a react-admin form, as in a list's filter bar. */
export function FilterStory({ now, value }: FilterStoryProps) {
  return (
    <Box sx={{ p: 2 }}>
      <Form record={{ id: 'filters', createdDate: value }}>
        <DateRangeInput source="createdDate" label="lowcode.sample.fields.publishDate" now={() => new Date(now)} />
        <CurrentValue source="createdDate" />
      </Form>
    </Box>
  );
}
