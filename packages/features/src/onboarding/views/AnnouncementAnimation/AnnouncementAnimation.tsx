import styled, { css, keyframes } from 'styled-components';
import { VERSION6_ANIMATION_HEIGHT_PX, VERSION6_ANIMATION_WIDTH_PX } from '../../onboarding.constants';

const pulse = keyframes`
  from { transform: scale(0.96); opacity: 0.7; }
  to { transform: scale(1.04); opacity: 1; }
`;

const drift = keyframes`
  from { transform: translateY(4px); }
  to { transform: translateY(-4px); }
`;

const Svg = styled.svg<{ $widthPx: number }>`
  ${({ theme, $widthPx }) => css`
    display: block;
    width: ${$widthPx}px;
    max-width: 100%;
    height: auto;
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.status.info.bg};
    color: ${theme.colors.primary};

    .pulse {
      transform-box: fill-box;
      transform-origin: center;
      animation: ${pulse} 1.6s ${theme.motion.easing.standard} infinite alternate;
    }
    .drift {
      animation: ${drift} 2.4s ease-in-out infinite alternate;
    }
    .drift:nth-of-type(2n) {
      animation-delay: -1.2s;
    }

    /* Decorative motion only: still for those who ask for less. */
    @media (prefers-reduced-motion: reduce) {
      .pulse,
      .drift {
        animation: none;
      }
    }
  `}
`;

/** Node positions of the platform scene (on its 550 by 375 canvas): a hub and the kinds of asset around it. */
const NODES = [
  { x: 95, y: 80 },
  { x: 455, y: 80 },
  { x: 95, y: 295 },
  { x: 455, y: 295 },
  { x: 275, y: 50 },
  { x: 275, y: 325 },
] as const;

/** Dashboard tiles, as x, y, width, height on a 400 by 220 canvas. */
const TILES = [
  [24, 24, 168, 80],
  [208, 24, 168, 172],
  [24, 116, 80, 80],
  [112, 116, 80, 80],
] as const;

export interface AnnouncementAnimationProps {
  /** Which picture: the version 6.0 platform (one per carousel step) or the dashboard grid. */
  scene: 'platform' | 'dashboard';
  /**
   * The carousel step (0 to 3): which part of the platform lights up.
   * @default 0
   */
  step?: number;
  /** Shown width in pixels (the height follows). */
  widthPx: number;
}

/**
 * The announcements' decorative animation (hidden from assistive technology); it keeps still
 * when the user prefers reduced motion.
 */
export function AnnouncementAnimation({ scene, step = 0, widthPx }: AnnouncementAnimationProps) {
  if (scene === 'dashboard') {
    return (
      <Svg $widthPx={widthPx} viewBox="0 0 400 220" aria-hidden="true" focusable="false">
        {TILES.map(([x, y, w, h], index) => (
          <rect
            key={index}
            className="drift"
            x={x}
            y={y}
            width={w}
            height={h}
            rx="8"
            fill="currentColor"
            fillOpacity={index === 1 ? 0.35 : 0.18}
            stroke="currentColor"
            strokeWidth="2"
          />
        ))}
        <path className="pulse" d="M356 176l14 14m0-14v14h-14" stroke="currentColor" strokeWidth="3" fill="none" strokeLinecap="round" />
      </Svg>
    );
  }
  // Each step lights a different part: the whole platform, its two halves, the graph, control.
  const lit = [NODES.map((_, i) => i), [0, 1, 2, 3], [4, 5], [0, 3]][step] ?? [];
  return (
    <Svg
      $widthPx={widthPx}
      viewBox={`0 0 ${VERSION6_ANIMATION_WIDTH_PX} ${VERSION6_ANIMATION_HEIGHT_PX}`}
      aria-hidden="true"
      focusable="false"
    >
      {NODES.map((node, index) => (
        <line key={`l${index}`} x1="275" y1="187" x2={node.x} y2={node.y} stroke="currentColor" strokeOpacity="0.35" strokeWidth="2" />
      ))}
      {NODES.map((node, index) => (
        <circle
          key={`n${index}`}
          className={lit.includes(index) ? 'pulse' : undefined}
          cx={node.x}
          cy={node.y}
          r="22"
          fill="currentColor"
          fillOpacity={lit.includes(index) ? 0.55 : 0.15}
          stroke="currentColor"
          strokeWidth="2"
        />
      ))}
      <circle className="pulse" cx="275" cy="187" r="48" fill="currentColor" fillOpacity="0.8" />
      <path d="M257 187l12 12 24-24" stroke="white" strokeWidth="6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </Svg>
  );
}
