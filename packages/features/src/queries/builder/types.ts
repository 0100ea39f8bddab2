import type { QueryCountFilter } from '@vigil/openapi';
import type { RuleGroupType, RuleType } from 'react-querybuilder';

/**
 * One condition as react-querybuilder holds it: the condition's own parts side by side, with the
 * inner filters (an object's nested conditions, a relationship's filter) as rule groups of their
 * own, so ids, paths and edits reach into them the same way as into the outer tree.
 */
export interface BuilderRule extends RuleType<string, string, unknown> {
  not?: boolean;
  count?: QueryCountFilter;
  /** `match` on an object field: conditions over its sub-fields. */
  nested?: BuilderGroup;
  /** `has` on a relationship: a filter over the related entity. */
  relationship_filter?: { relationship?: string; value?: BuilderGroup };
}

/** A group (the root included): its combinator is the filter's `operator`. */
export type BuilderGroup = RuleGroupType<BuilderRule>;

export type BuilderNode = BuilderRule | BuilderGroup;

export const isBuilderGroup = (node: BuilderNode): node is BuilderGroup => 'rules' in node;
