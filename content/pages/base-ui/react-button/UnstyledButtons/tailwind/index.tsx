import { Button } from '@mui/base';

// Base UI marks states with classes (base--active, base--focusVisible, base--disabled): arbitrary variants target them.
const buttonClasses = [
  'cursor-pointer rounded-lg border border-solid border-blue-700 bg-blue-600 px-4 py-2',
  'font-sans text-sm font-semibold text-white hover:bg-blue-700',
  '[&.base--active]:translate-y-px',
  '[&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300',
  '[&.base--disabled]:cursor-not-allowed [&.base--disabled]:opacity-40',
].join(' ');

export default function UnstyledButtons() {
  return (
    <div className="flex gap-3">
      <Button className={buttonClasses}>Save</Button>
      <Button className={buttonClasses} disabled>
        Disabled
      </Button>
      <Button className={buttonClasses} focusableWhenDisabled disabled>
        Focusable when disabled
      </Button>
    </div>
  );
}
