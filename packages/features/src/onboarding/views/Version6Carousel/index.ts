export { Version6Carousel } from './Version6Carousel';
