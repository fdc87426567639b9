import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../../../.storybook/preview';
import { ADA, ELIF, permitSample, permitState } from '../../test/editPermitFixtures.ts';
import { editPermitApi } from '../../test/msw/editPermitHandlers.ts';
import { addHandlers } from '../../test/msw/mockApi.ts';
import * as barStories from './EditPermitBar.stories';
import * as dialogStories from './PermitRequestDialog.stories';

setProjectAnnotations(preview);
const { Holding, Reading, Waiting, RequestedByAnother, HandedOver, OpenedWhileAnotherEdits, OpenedFree } = composeStories(barStories);
const { ElifAsks } = composeStories(dialogStories);

beforeAll(() => Holding.load());

const bar = () => within(screen.getByRole('region', { name: 'Edit permit' }));

describe('the edit permit bar', () => {
  it("tells a reader who edits since when, and takes over only after the confirmation", async () => {
    const takeOver = vi.fn(async () => undefined);
    render(<Reading permit={permitState(permitSample(), { takeOver })} />);
    await bar().findByText(/^Elif Editör is editing, since \d\d:42$/);
    bar().getByText('Read-only');
    bar().getByRole('button', { name: 'Request permit' });
    fireEvent.click(bar().getByRole('button', { name: 'Take over' }));
    const confirm = await screen.findByRole('dialog');
    within(confirm).getByText('Take over the edit permit?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Take over' }));
    await waitFor(() => expect(takeOver).toHaveBeenCalledOnce());
  });

  it('lets the holder remove another user from the page after the confirmation, never themself', async () => {
    const removeUser = vi.fn(async () => undefined);
    render(<Holding permit={permitState(permitSample({ holder: ADA, viewers: [ADA, ELIF] }), { removeUser })} />);
    await bar().findByText(/^You are editing/);
    await bar().findByText('Ada Yönetici (you)');
    bar().getByText('Elif Editör');
    expect(bar().queryByRole('button', { name: 'Remove Ada Yönetici from the page' })).toBeNull();
    fireEvent.click(bar().getByRole('button', { name: 'Remove Elif Editör from the page' }));
    const confirm = await screen.findByRole('dialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removeUser).toHaveBeenCalledWith(ELIF.userId));
  });

  it('shows the requester the countdown, and another user that someone asked already', async () => {
    const { unmount } = render(<Waiting />);
    expect((await bar().findByTestId('permit-countdown')).textContent).toMatch(/^Waiting for Elif Editör: the permit passes to you in \d\d? s unless it is declined$/);
    expect(bar().queryByRole('button', { name: 'Request permit' })).toBeNull();
    unmount();
    render(<RequestedByAnother />);
    await bar().findByText('Cem Şef has requested the permit');
    expect(bar().queryByRole('button', { name: 'Request permit' })).toBeNull();
  });

  it('tells a former holder who has the permit now and links to the drafts', async () => {
    render(<HandedOver />);
    const notice = await bar().findByTestId('permit-notice');
    within(notice).getByText('Elif Editör has the edit permit now');
    expect(within(notice).getByRole('link', { name: 'Your drafts' }).getAttribute('href')).toBe('/content/list-draft/news');
  });

  it("asks the holder with the countdown and answers with the holder's choice", async () => {
    const answerRequest = vi.fn(async () => undefined);
    render(<ElifAsks permit={{ ...ElifAsks.args.permit!, answerRequest }} />);
    const dialog = await screen.findByRole('dialog', { name: 'Permit request' });
    within(dialog).getByText('Elif Editör asks for the edit permit of this item.');
    expect(within(dialog).getByTestId('permit-countdown').textContent).toMatch(/^Unless you decline, it passes to them in \d\d? s\.$/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(answerRequest).toHaveBeenCalledWith(false);
  });
});

describe('useEditPermit', () => {
  it('holds a free item on opening and lets go of it on closing', async () => {
    const api = editPermitApi(permitSample({ holder: null, viewers: [] }), { userId: ADA.userId, name: ADA.name });
    addHandlers(...api.handlers);
    const { unmount } = render(<OpenedFree />);
    await bar().findByText(/^You are editing/);
    unmount();
    await waitFor(() => expect(api.calls.map((call) => call.operation)).toEqual(['HeartbeatEditPermit', 'HoldEditPermit', 'ReleaseEditPermit']));
    expect(api.permit.holder).toBeNull();
  });

  it('opens read-only beside the holder, then requests and waits with the countdown', async () => {
    const api = editPermitApi(permitSample({ viewers: [ELIF] }), { userId: ADA.userId, name: ADA.name });
    addHandlers(...api.handlers);
    render(<OpenedWhileAnotherEdits />);
    await bar().findByText(/^Elif Editör is editing/);
    expect(api.calls.map((call) => call.operation)).toEqual(['HeartbeatEditPermit']);
    expect(bar().getAllByTestId('permit-viewer')).toHaveLength(2);
    fireEvent.click(bar().getByRole('button', { name: 'Request permit' }));
    expect((await bar().findByTestId('permit-countdown')).textContent).toMatch(/passes to you in 30 s/);
    expect(api.calls.at(-1)).toEqual({ operation: 'RequestEditPermit', variables: { resource: 'contents', id: '1000', session: ADA.session } });
  });

  it("says 'Permit request send or answer failed' when the request does not get through", async () => {
    const api = editPermitApi(permitSample({ viewers: [ELIF] }), { userId: ADA.userId, name: ADA.name }, { failRequests: true });
    addHandlers(...api.handlers);
    render(<OpenedWhileAnotherEdits />);
    fireEvent.click(await bar().findByRole('button', { name: 'Request permit' }));
    const notice = await bar().findByTestId('permit-notice');
    within(notice).getByText('Permit request send or answer failed');
    bar().getByRole('button', { name: 'Request permit' });
  });
});
