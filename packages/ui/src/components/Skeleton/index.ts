export {
  Skeleton,
  SkeletonRows,
  skeletonRowCount,
  SKELETON_MODAL_CHROME_PX,
  SKELETON_ROW_HEIGHT_PX,
  type SkeletonProps,
  type SkeletonRowsProps,
  type SkeletonShape,
  type SkeletonSize,
} from './Skeleton';
