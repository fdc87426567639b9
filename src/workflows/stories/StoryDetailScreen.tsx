import { useParams } from 'react-router-dom';
import { StoryEditorBase } from './StoryEditorBase.tsx';
import { StoryEditorForm } from './StoryEditorForm.tsx';

/** story/detail/:id? and story/pending-detail/:id?: a story's editor, a new one without an id. */
export default function StoryDetailScreen() {
  const { id } = useParams();
  return (
    <StoryEditorBase key={id ?? 'new'} board="story" id={id}>
      {(props) => <StoryEditorForm {...props} />}
    </StoryEditorBase>
  );
}
