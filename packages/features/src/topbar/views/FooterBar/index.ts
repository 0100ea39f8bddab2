export { FooterBar } from './FooterBar';
