import type { ResourceScreenOverrides } from '../../lowcode/screenOverrides.ts';
import { LiveTransferList } from './LiveTransferList.tsx';

/** Live transfers: the generated screen and forms, with a list of its own columns. */
export const liveTransferScreens: ResourceScreenOverrides = { list: LiveTransferList };
