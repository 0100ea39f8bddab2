import { QUERY_FILTER_MESSAGES } from '@vigil/openapi';

const number = new Intl.NumberFormat('en-US');

const ENTITY_FIELDS: Readonly<Record<string, string>> = {
  devices: 'Device fields',
  users: 'User fields',
  software: 'Software fields',
  vulnerabilities: 'Vulnerability fields',
};

/**
 * The query builder's texts. The validation sentences are the spec's, letter for letter, and live
 * with the filter rules in @vigil/openapi (`QUERY_FILTER_MESSAGES`); they are repeated here by
 * reference only.
 */
export const QUERY_BUILDER_MESSAGES = {
  problems: QUERY_FILTER_MESSAGES,

  builderLabel: 'Query filter',
  viewsLabel: 'Filter view',
  treeTab: 'Tree',
  textTab: 'Text',

  commonFields: 'Common fields',
  entityFields: (entity: string) => ENTITY_FIELDS[entity] ?? 'Fields',
  relationships: 'Relationships',

  fieldPlaceholder: 'Select a field',
  operatorPlaceholder: 'Select an operator',
  valuePlaceholder: 'Select a value',

  and: 'and',
  or: 'or',
  not: 'Not',
  yes: 'true',
  no: 'false',

  addCondition: 'Add condition',
  addGroup: 'Add group',
  empty: 'No conditions: every asset matches.',
  emptyInner: 'No conditions: any related asset matches.',

  /** Labels of a row's controls, named for the row ('Field of condition 2 in group 1'). */
  fieldOf: (node: string) => `Field of ${node}`,
  operatorOf: (node: string) => `Operator of ${node}`,
  valueOf: (node: string) => `Value of ${node}`,
  valuesOf: (node: string) => `Values of ${node}`,
  addValueTo: (node: string) => `Add a value to ${node}`,
  addValuePlaceholder: 'Type a value, then Enter',
  countOperatorOf: (node: string) => `Count operator of ${node}`,
  countOf: (node: string) => `Count of ${node}`,
  logicalOperatorOf: (node: string) => `Logical operator of ${node}`,
  notOf: (node: string) => `Not (${node})`,
  addConditionTo: (node: string) => `Add condition to ${node}`,
  addGroupTo: (node: string) => `Add group to ${node}`,
  remove: (node: string) => `Remove ${node}`,
  problemsOf: (node: string) => `Problems of ${node}`,

  /** The related assets' filter under a relationship row, and the items' under an object row. */
  relatedWhere: (title: string) => `${title} where`,
  itemsWhere: (title: string) => `An item of ${title} where`,
  addRelatedFilter: (title: string) => `Add a filter on ${title}`,
  addNested: (title: string) => `Add conditions on ${title}`,

  countOperators: { equals: 'equals', above: 'above', below: 'below' } as const,
  anyCount: 'any number',

  assets: (count: number) => `${number.format(count)} ${count === 1 ? 'asset' : 'assets'}`,
  countNumber: (count: number) => number.format(count),
  countsLoading: 'Counting assets',

  textLabel: 'Filter as text',
  textHint: 'Edit the filter, then apply it (Ctrl+Enter). Fields are written by name: hostname contains "web" and (tags size > 2 or not is_managed = true)',
  apply: 'Apply',
  atColumn: (column: number) => `(column ${String(column)})`,
  textProblems: 'Problems of the filter',
  /** A problem listed under the text, with the node it is on ('Condition 2 in group 1: …'). */
  nodeProblem: (node: string, message: string) => `${node.charAt(0).toUpperCase()}${node.slice(1)}: ${message}`,
} as const;
