/** Direction of a figure's net change against its previous value. */
export type NetChangeTone = 'increase' | 'decrease' | 'same';

/** Says whether a figure went up, down or stayed the same since its previous value. */
export function netChangeTone(previous: number, current: number): NetChangeTone {
  if (current > previous) return 'increase';
  if (current < previous) return 'decrease';
  return 'same';
}
