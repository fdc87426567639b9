import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleStory, storyEditorApi } from '../../test/msw/storyEditorHandlers.ts';
import StoryDetailScreen from './StoryDetailScreen.tsx';
import { withAlerts } from '../../test/withAlerts.tsx';

/** A story's editor over the sample story (src/test/msw/storyEditorHandlers.ts), with the app's confirmations. */
const meta = {
  title: 'Workflows/Stories/StoryEditor',
  component: StoryDetailScreen,
  globals: { locale: 'en' },
  decorators: [withAlerts],
  parameters: { shell: { routePath: '/story/detail/:id?', initialPath: '/story/detail/11' }, msw: { api: () => storyEditorApi() } },
} satisfies Meta<typeof StoryDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const opened = async (canvasElement: HTMLElement, heading = 'Bridge opening') => {
  const page = within(canvasElement);
  await page.findByRole('heading', { name: heading, level: 1 }, { timeout: 10_000 });
  return page;
};
const frames = (page: ReturnType<typeof within>) => within(page.getByRole('list', { name: 'The stories, in the order they are shown' })).getAllByTestId('story-frame');

/** The saved story: three frames; the preview steps through them by key and by click, with the link button on the first. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement);
    await expect(frames(page)).toHaveLength(3);
    await expect(page.getByText('Published at once')).toBeInTheDocument();
    const phone = page.getByRole('region', { name: 'The story as the site shows it' });
    await expect(within(phone).getByTestId('preview-text')).toHaveTextContent('The bridge opens at noon.');
    await expect(within(phone).getByRole('link', { name: 'Link' })).toHaveAttribute('href', 'https://news.example/bridge');
    await expect(within(phone).getAllByTestId('preview-progress')).toHaveLength(3);
    phone.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(phone).getByTestId('preview-text')).toHaveTextContent('Traffic flows both ways.');
    await expect(within(phone).queryByRole('link', { name: 'Link' })).toBeNull();
    await expect(page.getByText('2 of 3')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(page.getByText('1 of 3')).toBeInTheDocument();
  },
};

/** Move down and up from the keyboard: the frames and the preview follow; remove takes one away. */
export const Reordered: Story = {
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Move story 1 down' }));
    await waitFor(() => expect(within(frames(page)[0]!).getByRole('textbox', { name: /Text/ })).toHaveValue('Traffic flows both ways.'));
    await waitFor(() => expect(page.getByRole('button', { name: 'Move story 2 down' })).toHaveFocus());
    const phone = page.getByRole('region', { name: 'The story as the site shows it' });
    await expect(within(phone).getByTestId('preview-text')).toHaveTextContent('Traffic flows both ways.');
    await userEvent.click(page.getByRole('button', { name: 'Remove story 3' }));
    await expect(frames(page)).toHaveLength(2);
  },
};

const unsaved = storyEditorApi();

/** A new story starts with one empty frame: adding another is refused with the catalogue's words and the empty one takes the focus; Save runs the rules first. */
export const EmptyFrameRefused: Story = {
  parameters: { shell: { routePath: '/story/detail/:id?', initialPath: '/story/detail' }, msw: { api: () => unsaved } },
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement, 'New story');
    await userEvent.click(page.getByRole('button', { name: 'Add story' }));
    await expect(await page.findByText('An empty story must be filled or used first.')).toBeInTheDocument();
    await expect(frames(page)).toHaveLength(1);
    await expect(frames(page)[0]).toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('Field Title is required.')).toBeInTheDocument();
    await expect(page.getByText('Field Publish date is required.')).toBeInTheDocument();
    await expect(unsaved.saved).toEqual([]);
  },
};

/** An advertisement of no category asks first; Cancel saves nothing, Yes saves it. */
export const AdvertisementWithoutCategory: Story = {
  parameters: { msw: { api: () => storyEditorApi({ stories: [{ ...sampleStory(), type: 2, categoryIds: [] }] }) } },
  play: async ({ canvasElement, loaded }) => {
    const api = loaded.api as ReturnType<typeof storyEditorApi>;
    const page = await opened(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    let dialog = within(await body.findByRole('dialog'));
    await expect(dialog.getByText('This ad will show in every category. Save it anyway?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(api.saved).toEqual([]);
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.saved).toHaveLength(1));
  },
};

/** The server's refusal: its message on the frame's field, the spec's save error, and what was typed kept. */
export const SaveRefused: Story = {
  parameters: { expectedErrors: ['HttpError: Invalid input'], msw: { api: () => storyEditorApi({ saveRefusal: { 'frames.1.externalLink': 'Enter a valid URL.' } }) } },
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement);
    const title = page.getByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Typed title');
    await userEvent.click(page.getByRole('button', { name: 'Save' }));
    await expect(await page.findByText('The story could not be saved.')).toBeInTheDocument();
    await expect(await within(frames(page)[1]!).findByText('Enter a valid URL.')).toBeInTheDocument();
    await expect(title).toHaveValue('Typed title');
  },
};

/** Without story.save: shown, not changed. */
export const ReadOnly: Story = {
  parameters: {
    shell: {
      routePath: '/story/detail/:id?',
      initialPath: '/story/detail/11',
      authProvider: { login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined, getPermissions: async () => undefined, canAccess: async ({ resource }: { resource: string }) => resource !== 'story' },
    },
  },
  play: async ({ canvasElement }) => {
    const page = await opened(canvasElement);
    await expect(await page.findByText('You may look at this story but not change it.')).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(page.getByRole('textbox', { name: /Title/ })).toBeDisabled();
  },
};
