import { Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface PublicPageFrameProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Inside the admin layout the card sits in the content area instead of filling the window. */
  inLayout?: boolean;
}

/** The centred card the shell's pages show: an icon, a heading, a few words and what to do next. */
export function PublicPageFrame({ icon, title, children, actions, inLayout = false }: PublicPageFrameProps) {
  return (
    <Box
      component={inLayout ? 'section' : 'main'}
      sx={{
        minHeight: inLayout ? '60vh' : '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Card sx={{ maxWidth: 520, width: '100%' }}>
        <CardContent sx={{ textAlign: 'center' }}>
          <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 56 } }} aria-hidden>
            {icon}
          </Box>
          <Typography variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
        {actions ? <CardActions sx={{ justifyContent: 'center', pb: 2, gap: 1 }}>{actions}</CardActions> : null}
      </Card>
    </Box>
  );
}
