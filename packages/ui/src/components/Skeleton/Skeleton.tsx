import { Row, RowsRoot, SkeletonBlock, VisuallyHiddenText, type SkeletonShape, type SkeletonSize } from './Skeleton.styles';

export type { SkeletonShape, SkeletonSize };

/** Height a modal keeps for its header and footer around the loading rows (spec: "height minus 96"). */
export const SKELETON_MODAL_CHROME_PX = 96;
/** Height of one loading row (spec: "divided by 32"). */
export const SKELETON_ROW_HEIGHT_PX = 32;

/** How many loading rows fit a modal of this height: (height minus 96) divided by 32, at least 1. */
export function skeletonRowCount(heightPx: number): number {
  return Math.max(1, Math.floor((heightPx - SKELETON_MODAL_CHROME_PX) / SKELETON_ROW_HEIGHT_PX));
}

export interface SkeletonProps {
  /**
   * The form of the placeholder: a line of text, a block, or a circle (avatars, icons).
   * @default 'text'
   */
  shape?: SkeletonShape;
  /**
   * The spec's skeleton sizes: text lines 10 / 14px high, circles 24 / 32px, blocks 48 / 80px.
   * @default 'md'
   */
  size?: SkeletonSize;
  /** Width, in pixels or any CSS length; text and blocks fill their container by default. */
  width?: number | string;
  /** Height, in pixels or any CSS length; overrides the size's height. */
  height?: number | string;
}

/**
 * A placeholder in the shape of content that is loading. Purely visual: put it inside an
 * element with `aria-busy`, or use `SkeletonRows`, which says 'Loading' to screen readers.
 */
export function Skeleton({ shape = 'text', size = 'md', width, height }: SkeletonProps) {
  return <SkeletonBlock aria-hidden="true" data-shape={shape} $shape={shape} $size={size} $width={width} $height={height} />;
}

// Row widths cycle so the placeholder reads as text rather than as a grid.
const ROW_WIDTHS = ['92%', '78%', '86%', '64%'] as const;

export interface SkeletonRowsProps {
  /** Height of the area to fill, such as the modal's height; sets the number of rows with `skeletonRowCount`. */
  heightPx: number;
  /**
   * Size of each row's placeholders.
   * @default 'md'
   */
  size?: SkeletonSize;
  /**
   * Shows a circle before each row's line, for lists of people or assets.
   * @default false
   */
  withAvatar?: boolean;
  /**
   * Text screen readers hear while the rows show.
   * @default 'Loading'
   */
  label?: string;
}

/** Loading rows for a modal or panel of a given height: as many rows as the spec's formula gives. */
export function SkeletonRows({ heightPx, size = 'md', withAvatar = false, label = 'Loading' }: SkeletonRowsProps) {
  const count = skeletonRowCount(heightPx);
  return (
    <RowsRoot aria-busy="true" data-row-count={count}>
      <VisuallyHiddenText>{label}</VisuallyHiddenText>
      {Array.from({ length: count }, (_, index) => (
        <Row key={index} $rowHeightPx={SKELETON_ROW_HEIGHT_PX} data-skeleton-row="">
          {withAvatar && <Skeleton shape="circle" size="sm" />}
          <Skeleton size={size} width={ROW_WIDTHS[index % ROW_WIDTHS.length]} />
        </Row>
      ))}
    </RowsRoot>
  );
}
