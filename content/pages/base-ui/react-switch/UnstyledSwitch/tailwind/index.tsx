import { Switch } from '@mui/base';

// The root carries base--checked and base--focusVisible; `group` lets the track and thumb react to them.
export default function UnstyledSwitch() {
  return (
    <label className="inline-flex items-center gap-2.5 font-sans">
      <Switch
        defaultChecked
        slotProps={{
          root: { className: 'group relative inline-block h-6 w-11 cursor-pointer' },
          track: {
            className:
              'absolute inset-0 rounded-xl bg-slate-300 transition-colors duration-150 group-[.base--checked]:bg-green-600 ' +
              'group-[.base--focusVisible]:outline group-[.base--focusVisible]:outline-[3px] group-[.base--focusVisible]:outline-green-200',
          },
          thumb: {
            className:
              'absolute left-[3px] top-[3px] h-[18px] w-[18px] rounded-full bg-white transition-[left] duration-150 group-[.base--checked]:left-[23px]',
          },
          input: { className: 'absolute inset-0 m-0 cursor-[inherit] opacity-0' },
        }}
      />
      Dark theme
    </label>
  );
}
