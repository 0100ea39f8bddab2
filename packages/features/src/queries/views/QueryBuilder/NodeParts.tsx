import { Icon } from '@vigil/ui';
import { VisuallyHidden } from 'react-aria-components';
import { QUERY_BUILDER_MESSAGES as M } from './QueryBuilder.messages';
import { CountPill, ProblemList } from './QueryBuilder.styles';

/** The live count of a row or group: the number, read as "1,234 assets". */
export function CountBadge({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <CountPill data-count>
      <span aria-hidden="true">{M.countNumber(count)}</span>
      <VisuallyHidden>{M.assets(count)}</VisuallyHidden>
    </CountPill>
  );
}

/** What is wrong with a row or group, under it; its controls point here with aria-describedby. */
export function Problems({ id, messages }: { id: string | undefined; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ProblemList id={id}>
      {messages.map((message) => (
        <li key={message}>
          <Icon name="error" size={14} />
          {message}
        </li>
      ))}
    </ProblemList>
  );
}

/** Equal props for a row or group, comparing `path` by value: a sibling added or removed makes new path arrays for all. */
export function sameNodeProps<P extends object>(before: P, after: P): boolean {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (key === 'path') {
      const left = a[key] as readonly number[];
      const right = b[key] as readonly number[];
      if (left.length !== right.length || left.some((step, index) => step !== right[index])) return false;
    } else if (!Object.is(a[key], b[key])) return false;
  }
  return true;
}
