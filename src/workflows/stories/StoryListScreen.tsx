import { BoardScreen, type BoardScreenProps } from './BoardScreen.tsx';

/** story/list (spec 02 §2): the stories' board. */
export default function StoryListScreen(props: Omit<BoardScreenProps, 'kind'>) {
  return <BoardScreen kind="stories" {...props} />;
}
