import { LogoFrame, LogoLink, Wordmark } from './Logo.styles';

/** Width of the logo in the expanded sidebar, in px (spec). */
export const LOGO_WIDTH_PX = 114;
/** Width of the logo in the collapsed sidebar, in px (spec). */
export const LOGO_COLLAPSED_WIDTH_PX = 47;
/** Name read for the default wordmark. */
export const LOGO_DEFAULT_ALT = 'Vigil';

export interface LogoProps {
  /** Address of a custom logo image (the workspace's custom_logo); the Vigil wordmark without it. */
  src?: string;
  /**
   * Text alternative of the logo.
   * @default 'Vigil'
   */
  alt?: string;
  /**
   * Shows the narrow logo of the collapsed sidebar (47 px instead of 114 px).
   * @default false
   */
  isCollapsed?: boolean;
  /** Makes the logo a link to this address (usually the dashboard). */
  href?: string;
  /** Makes the logo a link that calls this when pressed, for client-side navigation. */
  onPress?: () => void;
  /**
   * Renders the logo as a plain image even with `href` or `onPress`; the spec makes the logo
   * link inert for users without View on Dashboard.
   * @default false
   */
  isInert?: boolean;
}

function VigilWordmark({ isCollapsed, label }: { isCollapsed: boolean; label: string }) {
  const width = isCollapsed ? LOGO_COLLAPSED_WIDTH_PX : LOGO_WIDTH_PX;
  return (
    <Wordmark role="img" aria-label={label} width={width} height={32} viewBox={`0 0 ${width} 32`} fill="none">
      <g className="vigil-mark" transform={isCollapsed ? 'translate(11.5 0)' : undefined}>
        {/* A shield with a watchful eye: vigilance over the estate. */}
        <path d="M12 2l10 3.6v8.2c0 7-4.5 12.2-10 14.2C6.5 26 2 20.8 2 13.8V5.6L12 2z" fill="currentColor" />
        <path
          d="M5.5 15s2.6-4.5 6.5-4.5 6.5 4.5 6.5 4.5-2.6 4.5-6.5 4.5S5.5 15 5.5 15z"
          stroke="#ffffff"
          strokeWidth={1.8}
          strokeLinejoin="round"
        />
        <circle cx="12" cy="15" r="1.9" fill="#ffffff" />
      </g>
      {!isCollapsed && (
        // The letters are drawn as strokes, so the wordmark never depends on a font.
        <g stroke="currentColor" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round">
          <path d="M34 9l6.5 15L47 9" />
          <path d="M54 9v15" />
          <path d="M76 11.5a7.5 7.5 0 1 0 1.5 8V17h-6" />
          <path d="M86 9v15" />
          <path d="M96 9v15h10" />
        </g>
      )}
    </Wordmark>
  );
}

/** The product logo at the top of the sidebar: a custom image or the Vigil wordmark, optionally a link. */
export function Logo({ src, alt = LOGO_DEFAULT_ALT, isCollapsed = false, href, onPress, isInert = false }: LogoProps) {
  const widthPx = isCollapsed ? LOGO_COLLAPSED_WIDTH_PX : LOGO_WIDTH_PX;
  const image = (
    <LogoFrame $widthPx={widthPx}>
      {src === undefined ? <VigilWordmark isCollapsed={isCollapsed} label={alt} /> : <img src={src} alt={alt} />}
    </LogoFrame>
  );
  if (isInert || (href === undefined && onPress === undefined)) return image;
  return (
    <LogoLink href={href} onPress={onPress}>
      {image}
    </LogoLink>
  );
}
