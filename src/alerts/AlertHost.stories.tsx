import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { I18nContext } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { AlertHost } from './AlertHost.tsx';
import { createAlertStore, type ConfirmContent } from './alertStore.ts';

type QueuedMessage = { kind: 'alert' | 'confirm' | 'toast' } & ConfirmContent;

/** AlertHost over its own store, filled with `messages` (the app uses the shared store). */
function AlertHostWith({ messages }: { messages: QueuedMessage[] }) {
  const [store] = useState(() => {
    const created = createAlertStore();
    for (const { kind, ...content } of messages) {
      if (kind === 'toast') created.showToast(content);
      else if (kind === 'confirm') void created.confirm(content);
      else void created.showAlert(content);
    }
    return created;
  });
  return (
    <I18nContext.Provider value={i18nProvider}>
      <AlertHost store={store} />
    </I18nContext.Provider>
  );
}

const meta = {
  title: 'Alerts/AlertHost',
  component: AlertHostWith,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AlertHostWith>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerUnreachable: Story = {
  args: { messages: [{ kind: 'alert', type: 'error', title: 'alerts.titles.error', message: 'errors.unreachable' }] },
};

export const ServerStatusText: Story = {
  args: { messages: [{ kind: 'alert', type: 'error', title: 'alerts.titles.error', message: 'Bad Gateway' }] },
};

export const TooManyRequests: Story = {
  args: { messages: [{ kind: 'toast', type: 'warning', message: 'errors.tooManyRequests' }] },
};

export const WarningConfirm: Story = {
  args: { messages: [{ kind: 'confirm', type: 'warning', message: 'Your changes will be lost. Are you sure?' }] },
};

export const SuccessToast: Story = {
  args: { messages: [{ kind: 'toast', type: 'success', message: 'Successfully copied to clipboard' }] },
};

export const InfoAlert: Story = {
  args: { messages: [{ kind: 'alert', type: 'info', message: 'errors.generic' }] },
};

export const PrimaryToast: Story = {
  args: { messages: [{ kind: 'toast', type: 'primary', message: 'Site: Haberhat' }] },
};
