import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { SvgIconComponent } from '@mui/icons-material';
import type { AlertType } from './alertStore.ts';

export const ALERT_ICONS: Record<AlertType, SvgIconComponent> = {
  error: ErrorOutlineIcon,
  warning: WarningAmberIcon,
  success: CheckCircleOutlineIcon,
  info: InfoOutlinedIcon,
  primary: NotificationsNoneIcon,
};
