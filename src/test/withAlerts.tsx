import type { Decorator } from '@storybook/react-vite';
import { Notification } from 'react-admin';
import { AlertHost } from '../alerts/AlertHost.tsx';

/** A story's screen with the notices and the confirmation dialogs the layout draws around every screen. */
export const withAlerts: Decorator = (Story) => (
  <>
    <Story />
    <Notification />
    <AlertHost />
  </>
);
