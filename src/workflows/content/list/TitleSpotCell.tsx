import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ELLIPSIS } from '../../../controls/list/DenseTable.tsx';
import { useSiteContentDirection } from '../../../controls/textDirection/contentDirection.tsx';

/**
 * A content list's "title and spot" cell (spec 02 §2): the title as a link over the spot, both cut
 * to one line, in the site's language and direction (an Arabic edition's run right to left).
 */
export function TitleSpotCell({ title, spot, to }: { title?: string | null; spot?: string | null; to: string }) {
  const translate = useTranslate();
  const direction = useSiteContentDirection();
  return (
    <Box sx={{ minWidth: 0 }} title={[title, spot].filter(Boolean).join('\n')} {...(title || spot ? direction : {})}>
      <Link component={RouterLink} to={to} tabIndex={-1} variant="body2" underline="hover" color="inherit" sx={{ ...ELLIPSIS, display: 'block', fontWeight: 500 }}>
        {title || translate('contentList.untitled')}
      </Link>
      <Typography variant="caption" color="text.secondary" component="div" sx={ELLIPSIS}>
        {spot || '\u00a0'}
      </Typography>
    </Box>
  );
}

