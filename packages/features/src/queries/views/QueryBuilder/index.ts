export { QueryBuilder, type QueryBuilderProps } from './QueryBuilder';
export { QUERY_BUILDER_MESSAGES } from './QueryBuilder.messages';
