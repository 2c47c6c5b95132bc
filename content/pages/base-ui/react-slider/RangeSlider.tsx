import { Slider } from '@mui/base';
import { styled } from '@mui/system';

const Range = styled(Slider)`
  position: relative;
  display: inline-block;
  width: 280px;
  height: 4px;
  padding: 14px 0;
  cursor: pointer;
  touch-action: none;
  & .base-Slider-rail {
    position: absolute;
    width: 100%;
    height: 4px;
    border-radius: 2px;
    background: #e2e8f0;
  }
  & .base-Slider-track {
    position: absolute;
    height: 4px;
    border-radius: 2px;
    background: #0f766e;
  }
  & .base-Slider-thumb {
    position: absolute;
    width: 18px;
    height: 18px;
    margin: -7px 0 0 -9px;
    border-radius: 50%;
    background: #0f766e;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.3);
  }
  & .base-Slider-thumb.base--focusVisible {
    outline: 3px solid #99f6e4;
  }
  & .base-Slider-mark {
    position: absolute;
    width: 2px;
    height: 8px;
    top: 12px;
    background: #94a3b8;
  }
`;

export default function RangeSlider() {
  return <Range defaultValue={[20, 70]} step={10} marks getAriaLabel={(i) => (i === 0 ? 'Minimum price' : 'Maximum price')} />;
}
