import { useParams } from 'react-router-dom';
import { SpacesScreen } from '@vigil/features';

/** The dashboards' management list, or a folder of it: a chunk of its own, so a dashboard's page carries none of the list's table and dialogs. */
export function Component() {
  const { folderId } = useParams();
  return <SpacesScreen folderId={folderId ?? null} />;
}
