import { Slider } from '@mui/base';
import { styled } from '@mui/system';

const VerticalSlider = styled(Slider)`
  position: relative;
  display: inline-block;
  width: 4px;
  height: 180px;
  padding: 0 14px;
  cursor: pointer;
  touch-action: none;
  font: 0.75rem system-ui, sans-serif;
  & .base-Slider-rail {
    position: absolute;
    height: 100%;
    width: 4px;
    border-radius: 2px;
    background: #e2e8f0;
  }
  & .base-Slider-track {
    position: absolute;
    width: 4px;
    border-radius: 2px;
    background: #b45309;
  }
  & .base-Slider-thumb {
    position: absolute;
    width: 16px;
    height: 16px;
    margin: 0 0 -8px -6px;
    border-radius: 50%;
    background: #b45309;
  }
  & .base-Slider-thumb.base--focusVisible {
    outline: 3px solid #fde68a;
  }
  & .base-Slider-markLabel {
    position: absolute;
    left: 30px;
    transform: translateY(50%);
    white-space: nowrap;
  }
`;

const floors = [
  { value: 0, label: 'Ground' },
  { value: 50, label: 'Floor 5' },
  { value: 100, label: 'Roof' },
];

export default function VerticalMarkedSlider() {
  return (
    <div style={{ display: 'flex', gap: 96, paddingBottom: 8 }}>
      <VerticalSlider orientation="vertical" aria-label="Lift position" defaultValue={50} step={null} marks={floors} />
      <VerticalSlider orientation="vertical" aria-label="Disabled level" defaultValue={30} disabled />
    </div>
  );
}
