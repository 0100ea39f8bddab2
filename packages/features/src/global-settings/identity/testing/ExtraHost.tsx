import { useState, type ComponentType } from 'react';
import type { ItemExtraProps } from '../../sectionExtras';

/** For stories: an extra as the section form holds it, its patches applied to the item and passed to `onPatch`. */
export function ExtraHost({ extra: Extra, section, item, onPatch }: ItemExtraProps & { extra: ComponentType<ItemExtraProps> }) {
  const [current, setCurrent] = useState(item);
  return (
    <Extra
      section={section}
      item={current}
      onPatch={(patch) => {
        setCurrent((before) => ({ ...before, ...patch }));
        onPatch(patch);
      }}
    />
  );
}
