import { SummaryChange, VisuallyHidden } from './Chart.styles';
import { netChangeText, netChangeTone, type NetChangeTone } from './netChangeTone';

const TONE_ARROW: Record<NetChangeTone, string> = { increase: '▲', decrease: '▼', same: '■' };
const TONE_TEXT: Record<NetChangeTone, string> = { increase: 'Increase', decrease: 'Decrease', same: '' };

/** A figure's net change under it, coloured and marked by direction (summary and cards). */
export function NetChange({ previous, value, changeLabel, unit }: { previous: number; value: number; changeLabel: string; unit?: '%' | undefined }) {
  const tone = netChangeTone(previous, value);
  return (
    <SummaryChange $tone={tone} data-tone={tone}>
      <span aria-hidden="true" data-glyph>
        {TONE_ARROW[tone]}
      </span>
      {tone !== 'same' && <VisuallyHidden>{TONE_TEXT[tone]}:</VisuallyHidden>}
      {netChangeText(previous, value, changeLabel, unit)}
    </SummaryChange>
  );
}
