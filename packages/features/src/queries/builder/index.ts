export { nextBuilderId, sameData, toBuilderGroup, toQueryFilter } from './convert';
export {
  COMMON_FIELD_NAMES,
  carryValue,
  defaultValue,
  fieldSections,
  operatorLabel,
  operatorOptions,
  subFieldOptions,
  valueFits,
  valueShape,
  type BuilderField,
  type FieldSectionTitles,
  type ValueShape,
} from './fields';
export { DEFAULT_COUNT, emptyGroup, normaliseTree, seedNested, settleRule, type BuilderCatalog } from './normalise';
export { builderPaths, nodeLabel } from './paths';
export { problemsByPath } from './problems';
export { isBuilderGroup, type BuilderGroup, type BuilderNode, type BuilderRule } from './types';
