import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';

/** A workflow screen's heading: the app bar's title and the page's one h1, with the screen's main action (add, export) at the right. */
export function ScreenHeading({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <>
      <Title title={title} preferenceKey={false} />
      <Stack direction="row" alignItems="center" justifyContent="space-between" gap={1} sx={{ mb: 1 }}>
        <Typography variant="h6" component="h1">
          {title}
        </Typography>
        {action}
      </Stack>
    </>
  );
}
