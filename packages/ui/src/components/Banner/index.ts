export { Banner, type BannerProps, type BannerSeverity } from './Banner';
