import { Input } from '@mui/base';

// Without Tailwind's preflight reset, borders need an explicit style (border-solid) next to their width.
const rootClasses = [
  'inline-flex w-[260px] items-center gap-1.5 rounded-lg border border-solid border-slate-400 px-2.5 font-sans',
  '[&.base--focused]:border-blue-600 [&.base--focused]:ring-[3px] [&.base--focused]:ring-blue-200',
  '[&.base--error]:border-red-600',
].join(' ');
const inputClasses = 'min-w-0 flex-1 border-0 bg-transparent py-2 outline-0 [font:inherit] [color:inherit]';

export default function UnstyledInput() {
  return (
    <div className="grid gap-3">
      <Input
        placeholder="Search"
        startAdornment={<span aria-hidden="true">⌕</span>}
        slotProps={{ root: { className: rootClasses }, input: { className: inputClasses, 'aria-label': 'Search' } }}
      />
      <Input
        error
        defaultValue="not-an-email"
        endAdornment={<span>@example.com</span>}
        slotProps={{ root: { className: rootClasses }, input: { className: inputClasses, 'aria-label': 'Email user name' } }}
      />
    </div>
  );
}
