import { Slider } from '@mui/base';
import { styled } from '@mui/system';

const BlueSlider = styled(Slider)`
  position: relative;
  display: inline-block;
  width: 240px;
  height: 4px;
  padding: 12px 0;
  cursor: pointer;
  touch-action: none;
  & .base-Slider-rail {
    position: absolute;
    width: 100%;
    height: 4px;
    border-radius: 2px;
    background: #cbd5e1;
  }
  & .base-Slider-track {
    position: absolute;
    height: 4px;
    border-radius: 2px;
    background: #2563eb;
  }
  & .base-Slider-thumb {
    position: absolute;
    width: 16px;
    height: 16px;
    margin-left: -8px;
    margin-top: -6px;
    border-radius: 50%;
    background: #fff;
    border: 2px solid #2563eb;
  }
  & .base-Slider-thumb.base--focusVisible {
    outline: 3px solid #93c5fd;
  }
`;

export default function StyledSlider() {
  return <BlueSlider defaultValue={40} aria-label="Volume" />;
}
