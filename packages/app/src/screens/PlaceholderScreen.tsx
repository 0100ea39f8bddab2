import { EmptyState } from '@vigil/ui';

export interface PlaceholderScreenProps {
  /** The area's name, the page's heading. */
  title: string;
  /** What the area will hold. */
  summary: string;
}

/** A work area that is routed and guarded but not built yet: says so plainly. */
export function PlaceholderScreen({ title, summary }: PlaceholderScreenProps) {
  return (
    <>
      <h1>{title}</h1>
      <EmptyState headingLevel={2} title="This area is not built yet" description={summary} />
    </>
  );
}
