import { Notification } from 'react-admin';
import { AdminBridges } from '../providers/AdminBridges.tsx';
import { AlertHost } from './AlertHost.tsx';

/**
 * For <Admin notification={AppNotification}>: react-admin renders this once, on every route
 * (public ones too), inside its router, theme and i18n. It holds react-admin's own notifications,
 * our alerts/toasts/confirms, and the bridges that let plain modules navigate and refresh.
 */
export function AppNotification() {
  return (
    <>
      {/* At the top, as our toasts: at the bottom they cover a dialog's Cancel and Save. */}
      <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />
      <AlertHost />
      <AdminBridges />
    </>
  );
}
