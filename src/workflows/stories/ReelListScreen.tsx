import { BoardScreen, type BoardScreenProps } from './BoardScreen.tsx';

/** reels/list (spec 02 §2): the reels' board. */
export default function ReelListScreen(props: Omit<BoardScreenProps, 'kind'>) {
  return <BoardScreen kind="reels" {...props} />;
}
