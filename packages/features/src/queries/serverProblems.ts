import { childPath, type ErrorDetail, type QueryFilterProblem } from '@vigil/openapi';

/** A 400's details, split: problems on the filter's nodes, messages on the other fields, and the rest. */
export interface ServerProblems {
  /** On the builder's nodes, by path (`g0.c1`). */
  problems: QueryFilterProblem[];
  /** On the other request fields (`name`, `description`...), by field. */
  fields: Record<string, string>;
  /** Details that name no field. */
  general: string[];
}

const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The node path of a JSON pointer into a filter (the tokens after `/filter`): `conditions/1` is
 * `c1`, `groups/0` is `g0`, an object field's `nested` and a relationship's `relationship_filter/value`
 * are the condition's `g0`. Anything else (`value`, `operator`...) belongs to the node reached so far.
 */
export function nodePathOf(tokens: readonly string[]): string {
  let path = '';
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    const next = tokens[i + 1];
    const index = next !== undefined && /^\d+$/.test(next) ? Number(next) : null;
    if ((token === 'conditions' || token === 'groups') && index !== null) {
      path = childPath(path, token === 'conditions' ? 'c' : 'g', index);
      i += 1;
    } else if (token === 'nested') {
      path = childPath(path, 'g', 0);
    } else if (token === 'relationship_filter' && next === 'value') {
      path = childPath(path, 'g', 0);
      i += 1;
    } else {
      break;
    }
  }
  return path;
}

/** Maps the details of a 400 to the builder's nodes (details' `field` is `/filter/...`) and the form's fields. */
export function serverProblems(details: readonly ErrorDetail[]): ServerProblems {
  const result: ServerProblems = { problems: [], fields: {}, general: [] };
  for (const { field, message } of details) {
    const tokens = (field ?? '').split('/').filter(Boolean).map(unescape);
    const [head, ...rest] = tokens;
    if (head === undefined) result.general.push(message);
    else if (head === 'filter') result.problems.push({ path: nodePathOf(rest), message });
    else result.fields[head] ??= message;
  }
  return result;
}
