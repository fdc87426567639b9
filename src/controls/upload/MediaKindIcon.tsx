import ImageIcon from '@mui/icons-material/Image';
import MovieIcon from '@mui/icons-material/Movie';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { MediaKind } from '../../../resources/uploadRules.ts';

/** The icon a file of this kind shows where it has no picture. */
export function MediaKindIcon({ kind }: { kind: MediaKind }) {
  if (kind === 'video') return <MovieIcon aria-hidden />;
  if (kind === 'document') return <PictureAsPdfIcon aria-hidden />;
  return <ImageIcon aria-hidden />;
}
