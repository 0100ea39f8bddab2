import { useState } from 'react';
import type { StatusTone } from '../../theme';
import { AVATAR_SIZE_PX, AvatarImage, AvatarRoot, type AvatarSize } from './Avatar.styles';

export { AVATAR_SIZE_PX, type AvatarSize };

/** Up to two letters from a name: the first letters of its first and last words ("Jane van Doe" gives "JD"). */
export function getInitials(name: string): string {
  const words = name.trim().split(/[\s._-]+/u).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + (last === undefined ? '' : letter(last))).toLocaleUpperCase();
}

// Initials avatars take one of these palettes, the same one for a given name every time.
const FALLBACK_TONES: readonly StatusTone[] = ['info', 'success', 'warning', 'dangerous', 'neutral'];

function toneForName(name: string): StatusTone {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return FALLBACK_TONES[hash % FALLBACK_TONES.length] ?? 'neutral';
}

export interface AvatarProps {
  /** The person's (or account's) name: the accessible name, and the source of the fallback initials. */
  name: string;
  /** URL of the picture; without it, or when it fails to load, the initials show. */
  src?: string;
  /**
   * Diameter: sm 24px, md 32px, lg 40px.
   * @default 'md'
   */
  size?: AvatarSize;
}

/** A person's picture, or the initials of their name when there is no picture. */
export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  // Remembers which URL failed, so a new `src` gets its own try.
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = src !== undefined && src !== '' && failedSrc !== src;

  if (showImage) {
    return (
      <AvatarRoot $size={size} $tone="neutral">
        <AvatarImage
          src={src}
          alt={name}
          onError={() => {
            setFailedSrc(src);
          }}
        />
      </AvatarRoot>
    );
  }
  return (
    <AvatarRoot $size={size} $tone={toneForName(name)} role="img" aria-label={name} data-fallback="initials">
      <span aria-hidden="true">{getInitials(name)}</span>
    </AvatarRoot>
  );
}
