import { Button, Paper, Stack, Typography } from '@mui/material';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SortableTree } from './SortableTree.tsx';
import { shiftedTree, swappedTree, type TreeRow } from './treeOrder.ts';

type Row = TreeRow & { title: string };

const START: Row[] = [
  { id: 'news', parentId: null, title: 'News' },
  { id: 'world', parentId: 'news', title: 'World' },
  { id: 'sport', parentId: null, title: 'Sport' },
  { id: 'football', parentId: 'sport', title: 'Football' },
  { id: 'authors', parentId: null, title: 'Authors' },
];

/** A tree of three levels at most, with the buttons a screen may add beside the drag (treeOrder.ts's moves). */
function SampleTree({ maxLevels = 3 }: { maxLevels?: number }) {
  const [rows, setRows] = useState(START);
  const apply = (next: Row[] | undefined) => next && setRows(next);
  return (
    <SortableTree
      rows={rows}
      maxLevels={maxLevels}
      titleOf={(row) => row.title}
      texts="menus.editor.drag"
      onChange={setRows}
      renderRow={(row, depth, handle) => (
        <Paper ref={handle.ref} style={handle.style} variant="outlined" data-testid="tree-row" data-depth={depth} sx={{ p: 0.5 }}>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography {...handle.props} sx={[{ flex: 1 }, handle.sx ?? {}]}>
              {row.title}
            </Typography>
            <Button size="small" onClick={() => apply(swappedTree(rows, row.id, 'up'))}>{`Up ${row.title}`}</Button>
            <Button size="small" onClick={() => apply(shiftedTree(rows, row.id, 'in', maxLevels))}>{`In ${row.title}`}</Button>
            <Button size="small" onClick={() => apply(shiftedTree(rows, row.id, 'out', maxLevels))}>{`Out ${row.title}`}</Button>
          </Stack>
        </Paper>
      )}
    />
  );
}

const meta = {
  title: 'Controls/Board/SortableTree',
  component: SampleTree,
  globals: { locale: 'en' },
} satisfies Meta<typeof SampleTree>;

export default meta;
type Story = StoryObj<typeof meta>;

const shape = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByTestId('tree-row')
    .map((row) => `${'.'.repeat(Number(row.getAttribute('data-depth')))}${row.querySelector('p')?.textContent ?? ''}`);

/** Indented by level; a row moved in or out, or up among its siblings, carries its subtree. */
export const Nesting: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(shape(canvasElement)).toEqual(['News', '.World', 'Sport', '.Football', 'Authors']);
    await userEvent.click(page.getByRole('button', { name: 'In Sport' }));
    await waitFor(() => expect(shape(canvasElement)).toEqual(['News', '.World', '.Sport', '..Football', 'Authors']));
    await userEvent.click(page.getByRole('button', { name: 'Up Sport' }));
    await waitFor(() => expect(shape(canvasElement)).toEqual(['News', '.Sport', '..Football', '.World', 'Authors']));
    await userEvent.click(page.getByRole('button', { name: 'Out Sport' }));
    await waitFor(() => expect(shape(canvasElement)).toEqual(['News', '.World', 'Sport', '.Football', 'Authors']));
  },
};

/** With two levels, a row with children cannot go in: its child would be too deep. */
export const KeptToTheDepth: Story = {
  args: { maxLevels: 2 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'In Sport' }));
    await userEvent.click(page.getByRole('button', { name: 'In Authors' }));
    await waitFor(() => expect(shape(canvasElement)).toEqual(['News', '.World', 'Sport', '.Football', '.Authors']));
  },
};
