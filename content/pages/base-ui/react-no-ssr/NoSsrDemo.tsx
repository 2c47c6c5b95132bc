import { NoSsr } from '@mui/base';

function ClientOnly() {
  return <span>Rendered in the browser, in the {Intl.DateTimeFormat().resolvedOptions().timeZone} time zone.</span>;
}

export default function NoSsrDemo() {
  return (
    <p style={{ fontFamily: 'system-ui, sans-serif' }}>
      <NoSsr fallback={<span>Detecting your time zone…</span>}>
        <ClientOnly />
      </NoSsr>
    </p>
  );
}
