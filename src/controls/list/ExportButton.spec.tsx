import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../../../.storybook/preview';
import { addHandlers } from '../../test/msw/mockApi.ts';
import * as stories from './ExportButton.stories';
import { rowCounter } from './exportDownload.ts';
import { csvChunks, exportApi } from './stories/exportHandlers.ts';

setProjectAnnotations(preview);
const { Exported } = composeStories(stories);

beforeAll(() => Exported.load());

describe('ExportButton', () => {
  it('counts the rows as they stream, and a stop saves nothing and offers the export again', async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    addHandlers(...exportApi(csvChunks(1_200), hold).handlers);
    const save = vi.fn();
    render(<Exported deps={{ headers: async () => ({}), save }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('500 rows…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop the export' }));
    expect(await screen.findByRole('button', { name: 'Export' })).toBeTruthy();
    release();
    expect(save).not.toHaveBeenCalled();
    expect(screen.queryByText('1,200 rows exported')).toBeNull();
  });

  it('counts rows by line ends outside quotes, across chunks', () => {
    const count = rowCounter();
    expect(count('\uFEFFa,b\r\n"one\nline",')).toBe(0);
    expect(count('x\r\n"two"')).toBe(1);
    expect(count(',y\r\n')).toBe(2);
  });
});
