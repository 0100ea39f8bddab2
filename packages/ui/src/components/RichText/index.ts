export { markdownToHtml, RichText, type RichTextProps } from './RichText';
