export { Carousel, carouselStepLabel, type CarouselProps } from './Carousel';
