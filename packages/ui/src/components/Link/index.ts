export { Link, LINK_NEW_TAB_TEXT, type LinkProps, type LinkVariant } from './Link';
