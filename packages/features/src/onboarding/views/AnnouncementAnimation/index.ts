export { AnnouncementAnimation, type AnnouncementAnimationProps } from './AnnouncementAnimation';
