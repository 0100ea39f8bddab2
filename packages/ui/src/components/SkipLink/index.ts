export { MAIN_CONTENT_ID, SKIP_LINK_TEXT, SkipLink, type SkipLinkProps } from './SkipLink';
