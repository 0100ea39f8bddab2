import { PlaceholderScreen } from '../PlaceholderScreen';

/** Tasks: a lazily loaded screen; a later issue builds it. */
export function Component() {
  return <PlaceholderScreen title="Tasks" summary="The runs of enforcement actions and their results." />;
}
